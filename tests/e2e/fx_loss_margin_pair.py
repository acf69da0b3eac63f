# F.soft_margin_loss (targets +-1, large margins where exp overflows to inf, a broadcast
# target), F.hinge_embedding_loss (targets 1, -1 and neither, margins 1 and 0.3, a 1-d
# target broadcast, int64 targets), F.margin_ranking_loss (margins 0 and 0.5, ties, dtypes promoted),
# its inputs broadcast (1.13's ATen; later versions refuse it),
# F.cosine_embedding_loss (2-d inputs with a 1-d target, zero vectors, margins),
# F.triplet_margin_loss (p 2, 1, 3, eps, swap; 1-d inputs: fx_loss_margin_vec), every
# reduction, legacy arguments, float64, an empty batch
# >>> inputs
# x:float32[n,4]
# y:float32[n,4]
# z:float32[n,4]
# t:float32[n]
# <<<
# >>> sets
# x = torch.randn(3, 4); y = torch.randn(3, 4); z = torch.randn(3, 4); t = torch.tensor([1., -1, 1])
# x = torch.tensor([[0., 0, 0, 0], [60, -60, 1, 2]]); y = torch.tensor([[1., 2, 3, 4], [0, 0, 0, 0]]); z = torch.tensor([[1., 2, 3, 4.5], [1, 1, 1, 1]]); t = torch.tensor([-1., 0.5])
# x = torch.randn(0, 4); y = torch.randn(0, 4); z = torch.randn(0, 4); t = torch.randn(0)
# x = torch.randn(6, 4) * 3; y = torch.randn(6, 4); z = torch.randn(6, 4); t = torch.tensor([1., 1, -1, -1, 1, 2])
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, z: Tensor, t: Tensor) -> List[Tensor]:
    s = torch.sign(y)
    tt = t.unsqueeze(1).expand(t.size(0), 4)
    return [
        F.soft_margin_loss(x, s, reduction="none"), F.soft_margin_loss(x * 30, s), F.soft_margin_loss(x, s, reduction="sum"),
        F.soft_margin_loss(x, s[0:1] if s.size(0) > 0 else s, reduction="none"),
        F.hinge_embedding_loss(x, tt, reduction="none"), F.hinge_embedding_loss(x, tt, margin=0.3),
        F.hinge_embedding_loss(x, tt, reduction="sum"), F.hinge_embedding_loss(x, tt.long(), reduction="none"),
        F.hinge_embedding_loss(x.double(), tt, reduce=False),
        F.margin_ranking_loss(x, y, tt, reduction="none"), F.margin_ranking_loss(x, y, tt, margin=0.5),
        F.margin_ranking_loss(x, x, tt, reduction="sum", margin=0.1),
        F.margin_ranking_loss(x, y[:1], t.unsqueeze(1), reduction="none"), F.margin_ranking_loss(x, y.double(), tt.long()),
        F.cosine_embedding_loss(x, y, t, reduction="none"), F.cosine_embedding_loss(x, y, t, margin=0.2),
        F.cosine_embedding_loss(x, y, t, margin=-0.5, reduction="sum"),
        F.cosine_embedding_loss(x.double(), y, t, reduction="none"),
        F.triplet_margin_loss(x, y, z), F.triplet_margin_loss(x, y, z, reduction="none", p=1.0),
        F.triplet_margin_loss(x, y, z, margin=0.5, p=3.0, eps=0.01, swap=True, reduction="none"),
        F.triplet_margin_loss(x, y, z, swap=True, reduction="sum"),
        F.triplet_margin_loss(x.double(), y, z, size_average=False),
    ]

