# F.interpolate, modes linear, bilinear, bicubic, trilinear: align_corners False and True,
# size or scale_factor (the kernels' scale 1 / scale_factor, or L / out when recomputed or
# given a size), an output of 1 (scale 0), an output as large as the input (the linear
# kernels copy, even with a scale_factor: 1.1 on 5), odd sizes, downsampling, symbolic
# spatial sizes, float64, F.upsample and F.upsample_bilinear (align_corners=True)
# >>> inputs
# x:float32[b,3,5]
# y:float32[batch,2,h,w]
# z:float64[2,2,3,4,5]
# <<<
# >>> sets
# x = torch.randn(2, 3, 5); y = torch.randn(2, 2, 5, 6); z = torch.randn(2, 2, 3, 4, 5, dtype=torch.float64)
# x = torch.randn(1, 3, 5); y = torch.randn(1, 2, 9, 4); z = torch.randn(2, 2, 3, 4, 5, dtype=torch.float64)
# x = torch.randn(0, 3, 5); y = torch.randn(3, 2, 2, 13); z = torch.randn(2, 2, 3, 4, 5, dtype=torch.float64)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, z: Tensor) -> List[Tensor]:
    return [
        F.interpolate(x, scale_factor=2.1, mode="linear"),
        F.interpolate(x, scale_factor=1.1, mode="linear"),
        F.interpolate(x, scale_factor=0.7, mode="linear", align_corners=True),
        F.interpolate(x, 7, mode="linear", align_corners=True),
        F.interpolate(x, 1, mode="linear"),
        F.interpolate(x, 1, mode="linear", align_corners=True),
        F.interpolate(x, 5, mode="linear", align_corners=False),
        F.interpolate(x, scale_factor=1.7, mode="linear", recompute_scale_factor=True),
        F.interpolate(y, scale_factor=2.0, mode="bilinear"),
        F.interpolate(y, scale_factor=(1.3, 0.6), mode="bilinear", align_corners=True),
        F.interpolate(y, size=(4, 7), mode="bilinear"),
        F.interpolate(y, size=(1, 1), mode="bilinear"),
        F.interpolate(y, size=y.shape[2:], mode="bilinear"),
        F.interpolate(y, scale_factor=1.0, mode="bilinear"),
        F.interpolate(y, size=(6, 5), mode="bicubic"),
        F.interpolate(y, scale_factor=1.7, mode="bicubic", align_corners=True),
        F.interpolate(y, scale_factor=(0.5, 2.3), mode="bicubic"),
        F.interpolate(y, size=(1, 2), mode="bicubic", align_corners=True),
        F.interpolate(z, size=(5, 3, 7), mode="trilinear"),
        F.interpolate(z, scale_factor=(1.5, 0.5, 2.5), mode="trilinear", align_corners=True),
        F.interpolate(z, scale_factor=1.1, mode="trilinear"),
        F.upsample(y, scale_factor=3.0, mode="bilinear"),
        F.upsample_bilinear(y, [3, 8]),
        F.upsample_bilinear(y, scale_factor=2.0),
    ]
