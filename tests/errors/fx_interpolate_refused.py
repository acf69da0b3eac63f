# >>> inputs
# x:float32[b,3,5]
# y:float32[b,3,4,4]
# w:float32[3,5]
# xl:int64[1,3,5]
# xu:uint8[1,3,5]
# xh:float16[1,3,5]
# x0:float32[2,0,5]
# <<<
# >>> stderr
# fx_interpolate_refused.py:81:9: error: aten::interpolate: only one of size or scale_factor should be defined
#    81 |     a = F.interpolate(x, size=3, scale_factor=2.0)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_interpolate_refused.py:82:9: error: aten::interpolate: either size or scale_factor should be defined
#    82 |     b = F.interpolate(x)
#       |         ^~~~~~~~~~~~~~~~
# fx_interpolate_refused.py:83:9: error: aten::interpolate: recompute_scale_factor is not meaningful with an explicit size.
#    83 |     c = F.interpolate(x, size=3, recompute_scale_factor=True)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_interpolate_refused.py:84:9: error: aten::interpolate: align_corners option can only be set with the interpolating modes: linear | bilinear | bicubic | trilinear
#    84 |     d = F.interpolate(x, size=3, align_corners=True)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_interpolate_refused.py:85:9: error: aten::interpolate: Input and output must have the same number of spatial dimensions, but got input with 1 spatial dimensions and output size of 2
#    85 |     e = F.interpolate(x, size=[3, 3])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_interpolate_refused.py:86:9: error: aten::interpolate: Input and scale_factor must have the same number of spatial dimensions, but got input with 2 spatial dimensions and scale_factor of 3
#    86 |     g = F.interpolate(y, scale_factor=[2.0, 2.0, 2.0])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_interpolate_refused.py:87:9: error: aten::interpolate: Input and output sizes should be greater than 0, but got scale_factor -1
#    87 |     h = F.interpolate(x, scale_factor=-1.0)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_interpolate_refused.py:88:9: error: aten::interpolate: Input and output sizes should be greater than 0, but got input size 5 and output size 0 along dim 2
#    88 |     i = F.interpolate(x, scale_factor=0.1)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_interpolate_refused.py:89:9: error: aten::interpolate: Input and output sizes should be greater than 0, but got output size 0 along dim 2
#    89 |     j = F.interpolate(x, size=0)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# fx_interpolate_refused.py:90:9: error: aten::interpolate: Got 3D input, but bilinear mode needs 4D input
#    90 |     k = F.interpolate(x, size=3, mode="bilinear")
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_interpolate_refused.py:91:9: error: aten::interpolate: Got 4D input, but trilinear mode needs 5D input
#    91 |     m = F.interpolate(y, size=3, mode="trilinear")
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_interpolate_refused.py:92:9: error: aten::interpolate: Input Error: Only 3D, 4D and 5D input Tensors supported (got 3D) for the modes: nearest | linear | bilinear | bicubic | trilinear | area | nearest-exact (got foo)
#    92 |     o = F.interpolate(x, size=3, mode="foo")
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_interpolate_refused.py:93:9: error: aten::interpolate: Input Error: Only 3D, 4D and 5D input Tensors supported (got 2D) for the modes: nearest | linear | bilinear | bicubic | trilinear | area | nearest-exact (got nearest)
#    93 |     p = F.interpolate(w, size=3)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# fx_interpolate_refused.py:94:9: error: aten::interpolate: "compute_indices_weights_nearest" not implemented for int64
#    94 |     q = F.interpolate(xl, size=3)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~
# fx_interpolate_refused.py:95:9: error: aten::interpolate: "compute_indices_weights_linear" not implemented for uint8
#    95 |     r = F.interpolate(xu, size=3, mode="linear")
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_interpolate_refused.py:96:9: error: aten::interpolate: "compute_indices_weights_nearest" not implemented for float16
#    96 |     s = F.interpolate(xh, size=3)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~
# fx_interpolate_refused.py:97:9: error: aten::interpolate: Non-empty 3D data tensor expected but got a tensor with size 0 along dim 1
#    97 |     t = F.interpolate(x0, size=3)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~
# fx_interpolate_refused.py:98:9: error: aten::interpolate: align_corners option can only be set with the interpolating modes: linear | bilinear | bicubic | trilinear
#    98 |     u = F.interpolate(x, size=3, mode="area", align_corners=False)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_interpolate_refused.py:99:9: error: aten::interpolate: Anti-alias option is only supported for bilinear and bicubic modes
#    99 |     v = F.interpolate(x, size=3, antialias=True)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# what PyTorch 1.13 refuses (each checked there): both or neither of size and scale_factor,
# recompute_scale_factor with a size, align_corners in a nearest mode, sizes or scale
# factors of the wrong length, output sizes below 1, a mode for another rank, an unknown
# mode, a 2-d input, integer inputs but uint8 in the nearest modes, float16 (no CPU
# kernel), an empty channel dim
def f(x: Tensor, y: Tensor, w: Tensor, xl: Tensor, xu: Tensor, xh: Tensor, x0: Tensor) -> List[Tensor]:
    a = F.interpolate(x, size=3, scale_factor=2.0)
    b = F.interpolate(x)
    c = F.interpolate(x, size=3, recompute_scale_factor=True)
    d = F.interpolate(x, size=3, align_corners=True)
    e = F.interpolate(x, size=[3, 3])
    g = F.interpolate(y, scale_factor=[2.0, 2.0, 2.0])
    h = F.interpolate(x, scale_factor=-1.0)
    i = F.interpolate(x, scale_factor=0.1)
    j = F.interpolate(x, size=0)
    k = F.interpolate(x, size=3, mode="bilinear")
    m = F.interpolate(y, size=3, mode="trilinear")
    o = F.interpolate(x, size=3, mode="foo")
    p = F.interpolate(w, size=3)
    q = F.interpolate(xl, size=3)
    r = F.interpolate(xu, size=3, mode="linear")
    s = F.interpolate(xh, size=3)
    t = F.interpolate(x0, size=3)
    u = F.interpolate(x, size=3, mode="area", align_corners=False)
    v = F.interpolate(x, size=3, antialias=True)
    return [a, b, c, d, e, g, h, i, j, k, m, o, p, q, r, s, t, u, v]
