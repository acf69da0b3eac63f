# >>> inputs
# x:float32[2,3,5,5]
# k:int64[2,3,5,5]
# v:float32[5,5]
# e:float32[2,0,5,5]
# <<<
# >>> stderr
# np_pool_refused.py:57:9: error: aten::max_pool2d: pad should be at most half of kernel size, but got pad=2 and kernel_size=3
#    57 |     a = F.max_pool2d(x, 3, padding=2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_pool_refused.py:58:9: error: aten::max_pool2d: stride should not be zero
#    58 |     b = F.max_pool2d(x, 2, 0)
#       |         ^~~~~~~~~~~~~~~~~~~~~
# np_pool_refused.py:59:9: error: aten::max_pool2d: dilation should be greater than zero
#    59 |     c = F.max_pool2d(x, 2, dilation=0)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_pool_refused.py:60:9: error: aten::avg_pool2d: Given input size 5 along dim 2, the output size would be 0: Output size is too small
#    60 |     d = F.avg_pool2d(x, 6)
#       |         ^~~~~~~~~~~~~~~~~~
# np_pool_refused.py:61:9: error: aten::max_pool2d: "max_pool2d" not implemented for int64
#    61 |     g = F.max_pool2d(k, 2)
#       |         ^~~~~~~~~~~~~~~~~~
# np_pool_refused.py:62:9: error: aten::max_pool2d: expected a 3D or 4D (batch mode) tensor, got 2D
#    62 |     h = F.max_pool2d(v, 2)
#       |         ^~~~~~~~~~~~~~~~~~
# np_pool_refused.py:63:9: error: aten::max_pool2d: Expected 3D or 4D (batch mode) tensor with optional 0 dim batch size for input
#    63 |     i = F.max_pool2d(e, 2)
#       |         ^~~~~~~~~~~~~~~~~~
# np_pool_refused.py:64:9: error: aten::avg_pool2d: divisor must be not zero
#    64 |     j = F.avg_pool2d(x, 3, divisor_override=0)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_pool_refused.py:65:9: error: aten::max_pool2d: kernel_size must either be a single int, or a tuple of 2 ints
#    65 |     m = F.max_pool2d(x, [2, 2, 2])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~
# np_pool_refused.py:66:9: error: aten::avg_pool2d: integral inputs are not supported yet (PyTorch divides their sums as integers)
#    66 |     n = F.avg_pool2d(k, 2)
#       |         ^~~~~~~~~~~~~~~~~~
# np_pool_refused.py:67:9: error: aten::max_pool2d: return_indices=True is not supported yet
#    67 |     o = F.max_pool2d(x, 2, return_indices=True)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
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
# be a single int, or a tuple of two ints"; avg_pool of integers is scriptc's own refusal,
# and return_indices not yet supported
def f(x: Tensor, k: Tensor, v: Tensor, e: Tensor) -> List[Tensor]:
    a = F.max_pool2d(x, 3, padding=2)
    b = F.max_pool2d(x, 2, 0)
    c = F.max_pool2d(x, 2, dilation=0)
    d = F.avg_pool2d(x, 6)
    g = F.max_pool2d(k, 2)
    h = F.max_pool2d(v, 2)
    i = F.max_pool2d(e, 2)
    j = F.avg_pool2d(x, 3, divisor_override=0)
    m = F.max_pool2d(x, [2, 2, 2])
    n = F.avg_pool2d(k, 2)
    o = F.max_pool2d(x, 2, return_indices=True)
    return [a, b, c, d, g, h, i, j, m, n, o]
