# >>> inputs
# x:float64[batch,4,7,9]
# w:float64[6,2,3,3]
# b:float64[6]
# we:float64[6,4,4,2]
# u:float64[4,5,6]
# <<<
# >>> sets
# x = torch.randn(2, 4, 7, 9, dtype=torch.float64); w = torch.randn(6, 2, 3, 3, dtype=torch.float64); b = torch.randn(6, dtype=torch.float64); we = torch.randn(6, 4, 4, 2, dtype=torch.float64); u = torch.randn(4, 5, 6, dtype=torch.float64)
# x = torch.randn(1, 4, 7, 9, dtype=torch.float64); w = torch.randn(6, 2, 3, 3, dtype=torch.float64); b = torch.randn(6, dtype=torch.float64); we = torch.randn(6, 4, 4, 2, dtype=torch.float64); u = torch.randn(4, 5, 6, dtype=torch.float64)
# x = torch.randn(0, 4, 7, 9, dtype=torch.float64); w = torch.randn(6, 2, 3, 3, dtype=torch.float64); b = torch.randn(6, dtype=torch.float64); we = torch.randn(6, 4, 4, 2, dtype=torch.float64); u = torch.randn(4, 5, 6, dtype=torch.float64)
# <<<
# float64 convolutions, which ONNX Runtime has no Conv kernel for: computed by products
# (lower_conv.c); groups, stride, dilation, padding, 'same' with an even kernel, no bias,
# unbatched, an empty batch.
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(x: Tensor, w: Tensor, b: Tensor, we: Tensor, u: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = F.conv2d(x, w, b, stride=2, padding=1, groups=2)
    c = F.conv2d(x, w, None, (1, 2), (0, 3), (2, 1), 2)
    s = F.conv2d(x, we, b, padding='same', dilation=(1, 2))
    d = F.conv2d(x, we, b, stride=3)
    e = F.conv2d(u, we[:, :, :2], b, padding=1)
    return a, c, s, d, e
