# F.unfold (im2col) and F.fold (col2im): kernels 1, 2, (2, 3); dilation, padding, stride
# (one int or a pair); unbatched inputs; symbolic batch (unfold: spatial sizes too); an
# empty batch; float64; fold of unfold (overlapping windows summed); fold with stride >
# kernel (gaps of zeros)
# >>> inputs
# x:float32[b,3,h,w]
# y:float32[n,12,20]
# z:float64[2,6,9]
# <<<
# >>> sets
# x = torch.randn(2, 3, 5, 6); y = torch.randn(2, 12, 20); z = torch.randn(2, 6, 9, dtype=torch.float64)
# x = torch.randn(1, 3, 7, 4); y = torch.randn(1, 12, 20); z = torch.randn(2, 6, 9, dtype=torch.float64)
# x = torch.randn(0, 3, 4, 9); y = torch.randn(0, 12, 20); z = torch.randn(2, 6, 9, dtype=torch.float64)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, z: Tensor) -> List[Tensor]:
    return [
        F.unfold(x, 2), F.unfold(x, (2, 3), dilation=(1, 2), padding=1, stride=(2, 1)), F.unfold(x, 1),
        F.unfold(z, 3, padding=(1, 1)), F.unfold(x.double(), (1, 2), stride=2),
        F.fold(y, (5, 6), 2), F.fold(z[0], (4, 5), (2, 3)), F.fold(y, (5, 9), (2, 3), stride=(1, 2), padding=(0, 1)), F.fold(y, (5, 7), (2, 3)),
        F.fold(y, (7, 19), (1, 3), dilation=(2, 1), stride=(2, 4)),
        F.fold(F.unfold(x[:1, :, :4, :4], 3, padding=1), (4, 4), 3, padding=1),
        F.fold(z, (6, 9), (2, 3), stride=(3, 3), padding=(1, 0)),
    ]
