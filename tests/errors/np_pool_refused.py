# >>> inputs
# x:float32[2,3,5,5]
# k:int64[2,3,5,5]
# v:float32[5,5]
# e:float32[2,0,5,5]
# ri:bool[]
# <<<
# >>> stderr
# np_pool_refused.py:59:9: error: aten::max_pool2d: pad should be at most half of kernel size, but got pad=2 and kernel_size=3
#    59 |     a = F.max_pool2d(x, 3, padding=2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_pool_refused.py:60:9: error: aten::max_pool2d: stride should not be zero
#    60 |     b = F.max_pool2d(x, 2, 0)
#       |         ^~~~~~~~~~~~~~~~~~~~~
# np_pool_refused.py:61:9: error: aten::max_pool2d: dilation should be greater than zero
#    61 |     c = F.max_pool2d(x, 2, dilation=0)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_pool_refused.py:62:9: error: aten::avg_pool2d: Given input size 5 along dim 2, the output size would be 0: Output size is too small
#    62 |     d = F.avg_pool2d(x, 6)
#       |         ^~~~~~~~~~~~~~~~~~
# np_pool_refused.py:63:9: error: aten::max_pool2d: "max_pool2d" not implemented for int64
#    63 |     g = F.max_pool2d(k, 2)
#       |         ^~~~~~~~~~~~~~~~~~
# np_pool_refused.py:64:9: error: aten::max_pool2d: expected a 3D or 4D (batch mode) tensor, got 2D
#    64 |     h = F.max_pool2d(v, 2)
#       |         ^~~~~~~~~~~~~~~~~~
# np_pool_refused.py:65:9: error: aten::max_pool2d: Expected 3D or 4D (batch mode) tensor with optional 0 dim batch size for input
#    65 |     i = F.max_pool2d(e, 2)
#       |         ^~~~~~~~~~~~~~~~~~
# np_pool_refused.py:66:9: error: aten::avg_pool2d: divisor must be not zero
#    66 |     j = F.avg_pool2d(x, 3, divisor_override=0)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_pool_refused.py:67:9: error: aten::max_pool2d: kernel_size must either be a single int, or a tuple of 2 ints
#    67 |     m = F.max_pool2d(x, [2, 2, 2])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~
# np_pool_refused.py:68:9: error: aten::avg_pool2d: "avg_pool2d" not implemented for int32
#    68 |     n = F.avg_pool2d(k.int(), 2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# np_pool_refused.py:69:9: error: return_indices= must be a constant True or False (TorchScript picks the function by it)
#    69 |     o = F.max_pool2d(x, 2, return_indices=ri)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# PyTorch's messages (torch 1.13, eager): "pad should be at most half of kernel size, but got
# pad=2 and kernel_size=3", "stride should not be zero", "dilation should be greater than
# zero", "Given input size: (3x5x5). Calculated output size: (3x0x0). Output size is too
# small", "\"max_pool2d\" not implemented for 'Long'", "non-empty 3D or 4D (batch mode)
# tensor expected for input", "Expected 3D or 4D (batch mode) tensor with optional 0 dim
# batch size for input", "divisor must be not zero", "max_pool2d: kernel_size must either
# be a single int, or a tuple of two ints"; "\"avg_pool2d\" not implemented for 'Int'";
# TorchScript: "Keyword argument 'return_indices' for boolean dispatch at position was not
# constant" (return_indices picks the function)
def f(x: Tensor, k: Tensor, v: Tensor, e: Tensor, ri: bool) -> List[Tensor]:
    a = F.max_pool2d(x, 3, padding=2)
    b = F.max_pool2d(x, 2, 0)
    c = F.max_pool2d(x, 2, dilation=0)
    d = F.avg_pool2d(x, 6)
    g = F.max_pool2d(k, 2)
    h = F.max_pool2d(v, 2)
    i = F.max_pool2d(e, 2)
    j = F.avg_pool2d(x, 3, divisor_override=0)
    m = F.max_pool2d(x, [2, 2, 2])
    n = F.avg_pool2d(k.int(), 2)
    o = F.max_pool2d(x, 2, return_indices=ri)
    return [a, b, c, d, g, h, i, j, m, n, o]
