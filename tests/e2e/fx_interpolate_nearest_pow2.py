# F.interpolate in mode nearest where every ratio of output to input size is 2^j, which is
# one ONNX Resize (asymmetric, floor): scale factors 1, 2, 4 and 8 alone and mixed, a
# tuple, recomputed, upsample_nearest; sizes of 2^j times known sizes; symbolic spatial
# sizes; 3-d, 4-d and 5-d inputs; inf, -inf, NaN and -0.0 moved as they are; an empty
# batch (opset 11: separable gathers, as before 13). The sizes not 2^j times the input
# (3, 2.5) stay separable gathers beside them.
# >>> inputs
# x:float32[b,2,l]
# y:float32[b,3,h,w]
# z:float32[1,2,2,3,2]
# s:float32[b,2,4,3]
# <<<
# >>> sets
# x = torch.randn(2, 2, 5); y = torch.randn(2, 3, 4, 3); z = torch.randn(1, 2, 2, 3, 2); s = torch.randn(2, 2, 4, 3)
# x = torch.tensor([[[float('inf'), -0.0, float('nan'), 1.5, -float('inf')], [0.0, -0.0, 2.0, float('nan'), 3.0]]]); y = torch.randn(1, 3, 1, 7); z = torch.randn(1, 2, 2, 3, 2); s = torch.full((1, 2, 4, 3), float('inf'))
# x = torch.randn(0, 2, 3); y = torch.randn(0, 3, 2, 2); z = torch.randn(1, 2, 2, 3, 2) * 1e30; s = torch.randn(0, 2, 4, 3)
# x = torch.randn(3, 2, 1); y = torch.randn(3, 3, 6, 1); z = torch.randn(1, 2, 2, 3, 2); s = torch.randn(3, 2, 4, 3)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, z: Tensor, s: Tensor) -> List[Tensor]:
    return [
        F.interpolate(x, scale_factor=2.0),
        F.interpolate(x, scale_factor=8.0),
        F.interpolate(x, scale_factor=1.0),
        F.interpolate(x, scale_factor=3.0),
        F.interpolate(y, scale_factor=2.0),
        F.interpolate(y, scale_factor=(4.0, 1.0)),
        F.interpolate(y, scale_factor=(2.0, 2.5)),
        F.interpolate(y, scale_factor=2.0, recompute_scale_factor=True),
        F.interpolate(z, scale_factor=(2.0, 1.0, 4.0)),
        F.interpolate(s, size=(8, 12)),
        F.interpolate(s, size=(4, 6)),
        F.interpolate(s, size=(8, 9)),
        F.interpolate(s * 2, scale_factor=2.0) + 1,
        F.upsample_nearest(s, scale_factor=4.0),
    ]
