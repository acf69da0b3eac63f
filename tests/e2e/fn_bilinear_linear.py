# >>> inputs
# a:float32[batch,3,4]
# b:float32[batch,3,5]
# w:float32[6,4,5]
# bias:float32[6]
# lw:float32[2,4]
# <<<
# >>> sets
# a = torch.randn(2, 3, 4); b = torch.randn(2, 3, 5); w = torch.randn(6, 4, 5); bias = torch.randn(6); lw = torch.randn(2, 4)
# a = torch.randn(1, 3, 4); b = torch.randn(1, 3, 5); w = torch.randn(6, 4, 5); bias = torch.randn(6); lw = torch.randn(2, 4)
# a = torch.randn(0, 3, 4); b = torch.randn(0, 3, 5); w = torch.randn(6, 4, 5); bias = torch.randn(6); lw = torch.randn(2, 4)
# <<<
# >>> min-opset
# 12
# <<<
# F.bilinear and torch.bilinear with the user's weights: batched, 1-d inputs, no bias,
# float64 and int64, an empty batch; F.linear of a 1-d input and without bias.
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


def f(a: Tensor, b: Tensor, w: Tensor, bias: Tensor, lw: Tensor) -> List[Tensor]:
    return [
        F.bilinear(a, b, w, bias),
        F.bilinear(a, b, w),
        torch.bilinear(a[:, 0], b[:, 1], w, None),
        F.bilinear(a[0, 0] if a.size(0) > 0 else torch.ones(4), torch.ones(5), w, bias),
        F.bilinear(a.double(), b.double(), w.double(), bias.double()),
        F.bilinear((a * 4).long(), (b * 4).long(), (w * 4).long(), (bias * 4).long()),
        F.linear(a[:, 0, :].sum(0), lw),
        F.linear(a, lw),
        F.linear(a[:, 1], lw, bias[:2]),
    ]
