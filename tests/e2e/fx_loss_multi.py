# F.multi_margin_loss (p 1 and 2, margins 1, 0.2 and 0, weight, every reduction; margins
# crossed and not), F.multilabel_margin_loss (labels the prefix before the first -1, a
# label twice, a row of no labels, every class a label, every reduction) and
# F.multilabel_soft_margin_loss (weight, probabilities as targets, every reduction),
# float64 (an empty batch: fx_loss_multi_empty); targets out of range raise, as in
# PyTorch (multilabel_margin_loss checks the entries after the first -1 too)
# >>> inputs
# x:float32[n,4]
# t:int64[n]
# m:int64[n,4]
# p:float32[n,4]
# w:float32[4]
# <<<
# >>> sets
# x = torch.randn(3, 4); t = torch.tensor([0, 3, 1]); m = torch.tensor([[3, 0, -1, 1], [1, 1, 2, -1], [-1, 0, 1, 2]]); p = torch.rand(3, 4); w = torch.rand(4) + 0.1
# x = torch.tensor([[0., 1, 2, 3], [5, -5, 0.5, 0.25]]); t = torch.tensor([3, 1]); m = torch.tensor([[0, 1, 2, 3], [2, -1, 3, -1]]); p = torch.tensor([[0., 1, 1, 0], [1, 1, 1, 1]]); w = torch.rand(4)
# x = torch.randn(6, 4) * 3; t = torch.tensor([0, 1, 2, 3, 3, 2]); m = torch.randint(-1, 4, (6, 4)); p = torch.randint(0, 2, (6, 4)).float(); w = torch.rand(4) * 2
# <<<
# >>> raises
# x = torch.randn(2, 4); t = torch.tensor([0, 4]); m = torch.tensor([[0, 1, -1, 1], [1, 1, 2, -1]]); p = torch.rand(2, 4); w = torch.rand(4)
# x = torch.randn(2, 4); t = torch.tensor([-1, 0]); m = torch.tensor([[0, 1, -1, 1], [1, 1, 2, -1]]); p = torch.rand(2, 4); w = torch.rand(4)
# x = torch.randn(2, 4); t = torch.tensor([0, 1]); m = torch.tensor([[0, 1, -1, 4], [1, 1, 2, -1]]); p = torch.rand(2, 4); w = torch.rand(4)
# x = torch.randn(2, 4); t = torch.tensor([0, 1]); m = torch.tensor([[0, 1, -1, 1], [1, -2, 2, -1]]); p = torch.rand(2, 4); w = torch.rand(4)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, t: Tensor, m: Tensor, p: Tensor, w: Tensor) -> List[Tensor]:
    return [
        F.multi_margin_loss(x, t, reduction="none"), F.multi_margin_loss(x, t),
        F.multi_margin_loss(x, t, p=2, margin=0.2, reduction="sum"),
        F.multi_margin_loss(x, t, margin=0.0, weight=w, reduction="none"),
        F.multi_margin_loss(x, t, 2, 1.5, w), F.multi_margin_loss(x.double(), t, weight=w.double(), reduce=False),
        F.multilabel_margin_loss(x, m, reduction="none"), F.multilabel_margin_loss(x, m),
        F.multilabel_margin_loss(x, m, reduction="sum"), F.multilabel_margin_loss(x.double(), m, size_average=False),
        F.multilabel_soft_margin_loss(x, p, reduction="none"), F.multilabel_soft_margin_loss(x, p),
        F.multilabel_soft_margin_loss(x, p, w, reduction="sum"), F.multilabel_soft_margin_loss(x * 20, p, weight=w),
        F.multilabel_soft_margin_loss(x.double(), p, reduce=False),
    ]
