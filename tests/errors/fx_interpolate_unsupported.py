# >>> inputs
# x:float32[b,3,l]
# y:float32[b,3,4,4]
# z:bfloat16[1,3,5]
# n:int64[]
# <<<
# >>> stderr
# fx_interpolate_unsupported.py:27:9: error: aten::interpolate: antialias=True is not supported yet
#    27 |     a = F.interpolate(y, size=3, mode="bilinear", antialias=True)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_interpolate_unsupported.py:28:9: error: aten::interpolate: bfloat16 inputs are not supported yet in mode 'linear'
#    28 |     b = F.interpolate(z, size=3, mode="linear")
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_interpolate_unsupported.py:29:9: error: aten::interpolate: scale_factor must be a constant
#    29 |     e = F.interpolate(x, scale_factor=float(n))
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# what scriptc does not support yet (PyTorch computes all of them): antialias=True, bfloat16
# inputs but in mode nearest, a scale_factor that is not a constant
def f(x: Tensor, y: Tensor, z: Tensor, n: int) -> List[Tensor]:
    a = F.interpolate(y, size=3, mode="bilinear", antialias=True)
    b = F.interpolate(z, size=3, mode="linear")
    e = F.interpolate(x, scale_factor=float(n))
    return [a, b, e]
