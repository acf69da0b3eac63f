# F.interpolate, modes nearest and nearest-exact: PyTorch's floor(dst * s) in float32 with s =
# float(1 / scale_factor) where given (2.1 on 5 reads 0,0,0,1,1,..., not dst >> 1; 1.1 on 5
# is not a copy), else L / out; sizes as an int, a list, a tuple, from another tensor's shape
# (symbolic), odd sizes, downsampling, non-integer scales; 3-d, 4-d, 5-d; uint8, bfloat16
# (between casts: ONNX Runtime's node binding takes no bfloat16 input);
# F.upsample
# and F.upsample_nearest; a symbolic spatial size with a scale_factor (the output size
# floor(double(L) * s) at run time)
# >>> inputs
# x:float32[b,3,5]
# y:float32[batch,2,h,w]
# z:float64[2,2,3,4,5]
# u:uint8[1,2,7,3]
# v:float32[2,3,m]
# <<<
# >>> sets
# x = torch.randn(2, 3, 5); y = torch.randn(2, 2, 5, 6); z = torch.randn(2, 2, 3, 4, 5, dtype=torch.float64); u = torch.randint(0, 255, (1, 2, 7, 3), dtype=torch.uint8); v = torch.randn(2, 3, 5)
# x = torch.randn(1, 3, 5); y = torch.randn(1, 2, 9, 4); z = torch.randn(2, 2, 3, 4, 5, dtype=torch.float64); u = torch.randint(0, 255, (1, 2, 7, 3), dtype=torch.uint8); v = torch.randn(2, 3, 11)
# x = torch.randn(0, 3, 5); y = torch.randn(3, 2, 1, 13); z = torch.randn(2, 2, 3, 4, 5, dtype=torch.float64); u = torch.randint(0, 255, (1, 2, 7, 3), dtype=torch.uint8); v = torch.randn(2, 3, 4)
# <<<
# >>> min-opset
# 13
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, z: Tensor, u: Tensor, v: Tensor) -> List[Tensor]:
    return [
        F.interpolate(x, scale_factor=2.1),
        F.interpolate(x, scale_factor=1.1),
        F.interpolate(x, scale_factor=0.7),
        F.interpolate(x, 7),
        F.interpolate(x, [3]),
        F.interpolate(x, scale_factor=[3.0]),
        F.interpolate(x, scale_factor=1.7, recompute_scale_factor=True),
        F.interpolate(x, 13, mode="nearest-exact"),
        F.interpolate(x, scale_factor=2.1, mode="nearest-exact"),
        F.interpolate(y, scale_factor=2.0),
        F.interpolate(y, scale_factor=(1.3, 0.6)),
        F.interpolate(y, size=(4, 7)),
        F.interpolate(y, size=[x.shape[2], y.shape[3] + 1]),
        F.interpolate(y, size=y.shape[2:]),
        F.interpolate(y, size=y.shape[3]),
        F.interpolate(y, scale_factor=1.45, mode="nearest-exact"),
        F.interpolate(z, size=(5, 3, 7)),
        F.interpolate(z, scale_factor=(1.5, 0.5, 2.5), mode="nearest-exact"),
        F.interpolate(u, size=[10, 5]),
        F.interpolate(u, scale_factor=0.75, mode="nearest-exact"),
        F.upsample(y, scale_factor=3.0),
        F.upsample_nearest(x, 4),
        F.upsample_nearest(y, [3, 8]),
        F.interpolate(v.to(torch.bfloat16), scale_factor=1.6).float(),
    ]
