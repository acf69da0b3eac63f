# >>> inputs
# x:float32[batch,3,h,w]
# k:float32[4,3,3,2]
# t:float32[3,2,3,3]
# <<<
# >>> sets
# x = torch.randn(2, 3, 6, 9); k = torch.randn(4, 3, 3, 2); t = torch.randn(3, 2, 3, 3)
# x = torch.randn(1, 3, 11, 4); k = torch.randn(4, 3, 3, 2); t = torch.randn(3, 2, 3, 3)
# x = torch.randn(3, 3, 5, 5); k = torch.randn(4, 3, 3, 2); t = torch.randn(3, 2, 3, 3)
# <<<
# spatial sizes known only at run time, at several sizes: strided, 'same', 1x1, transposed,
# in float32 (Conv) and float64 (products, whose slices end relative to the size).
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


def f(x: Tensor, k: Tensor, t: Tensor) -> List[Tensor]:
    r: List[Tensor] = []
    for dt in [torch.float32, torch.float64]:
        xx = x.to(dt)
        kk = k.to(dt)
        r.append(F.conv2d(xx, kk, stride=(2, 3), padding=(1, 0), dilation=(1, 2)))
        r.append(F.conv2d(xx, kk, padding='same'))
        r.append(F.conv2d(xx, kk[:, :, :1, :1]))
        r.append(F.conv_transpose2d(xx, t.to(dt), stride=2, padding=1, output_padding=1))
    return r
