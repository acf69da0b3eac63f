# F.mse_loss, F.l1_loss, F.smooth_l1_loss (beta, beta 0: l1), F.binary_cross_entropy
# (weight broadcast, the log clamped at -100 for inputs 0 and 1), F.binary_cross_entropy_with_logits
# (weight, pos_weight, large logits), every reduction, broadcasting targets, float64,
# empty inputs (mean NaN)
# >>> inputs
# x:float32[n,3]
# y:float32[n,3]
# v:float32[3]
# <<<
# >>> sets
# x = torch.randn(4, 3); y = torch.randn(4, 3); v = torch.rand(3)
# x = torch.tensor([[0., 1, 0.5], [1, 0, 0.25]]); y = torch.tensor([[1., 0, 0.5], [1, 1, 0]]); v = torch.rand(3)
# x = torch.randn(0, 3); y = torch.randn(0, 3); v = torch.rand(3)
# x = torch.randn(5, 3) * 4; y = torch.rand(5, 3); v = torch.rand(3) * 4
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, v: Tensor) -> List[Tensor]:
    pr = torch.sigmoid(x)
    q = x.clamp(0.0, 1.0)
    yb = y.clamp(0.0, 1.0)
    return [
        F.mse_loss(x, y), F.mse_loss(x, y, reduction="sum"), F.mse_loss(x, y, reduction="none"), F.mse_loss(x, v),
        F.mse_loss(x.double(), y), F.l1_loss(x, y), F.l1_loss(x, y, reduction="none"), F.l1_loss(x, y, reduction="sum"),
        F.smooth_l1_loss(x, y), F.smooth_l1_loss(x, y, beta=0.5, reduction="none"), F.smooth_l1_loss(x, y, beta=0.0),
        F.smooth_l1_loss(x, y, reduction="sum", beta=2.0),
        F.binary_cross_entropy(q, yb), F.binary_cross_entropy(q, yb, reduction="none"), F.binary_cross_entropy(pr, yb, v, reduction="sum"),
        F.binary_cross_entropy(pr, yb, v[:1]),
        F.binary_cross_entropy_with_logits(x, yb), F.binary_cross_entropy_with_logits(x, yb, reduction="none"),
        F.binary_cross_entropy_with_logits(x, yb, v, pos_weight=v + 0.5), F.binary_cross_entropy_with_logits(x, yb, pos_weight=v, reduction="sum"),
        F.binary_cross_entropy_with_logits(x.double(), yb.double(), reduce=False),
    ]
