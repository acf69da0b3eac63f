# F.huber_loss (delta 1, 0.5, 3; every reduction; a broadcast target; float64) and F.kl_div
# (log_target False with zero and negative targets, where the loss is 0, and True; every
# reduction and 'batchmean'; the legacy size_average/reduce, with 'batchmean' still dividing
# by the batch; float32 input with a float64 target), errors crossing delta, an empty batch
# (mean NaN, batchmean 0 / 0)
# >>> inputs
# x:float32[n,3]
# y:float32[n,3]
# v:float32[3]
# <<<
# >>> sets
# x = torch.randn(4, 3); y = torch.randn(4, 3); v = torch.randn(3)
# x = torch.tensor([[0., 1, 2], [-3, 0.25, 4]]); y = torch.tensor([[0., 0, 2.5], [1, 0.5, 0]]); v = torch.tensor([0., 1, -2])
# x = torch.randn(0, 3); y = torch.randn(0, 3); v = torch.randn(3)
# x = torch.randn(5, 3) * 4; y = torch.rand(5, 3); v = torch.rand(3) * 4
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, v: Tensor) -> List[Tensor]:
    lp = torch.log_softmax(x, 1)
    q = torch.relu(y)
    return [
        F.huber_loss(x, y), F.huber_loss(x, y, reduction="none", delta=0.5),
        F.huber_loss(x, y, "sum", 3.0), F.huber_loss(x, v, delta=0.5),
        F.huber_loss(x.double(), y, reduction="none"),
        F.kl_div(lp, q, reduction="none"), F.kl_div(lp, q), F.kl_div(lp, q, reduction="sum"),
        F.kl_div(lp, q, reduction="batchmean"), F.kl_div(lp, y, reduction="none"),
        F.kl_div(lp, torch.log_softmax(y, 1), reduction="batchmean", log_target=True),
        F.kl_div(lp, y, reduction="none", log_target=True),
        F.kl_div(lp, q, size_average=False), F.kl_div(lp, q, reduce=False),
        F.kl_div(lp, q, size_average=True, reduction="batchmean"),
        F.kl_div(lp, q.double(), reduction="batchmean"), F.kl_div(lp, v.abs(), reduction="sum"),
    ]
