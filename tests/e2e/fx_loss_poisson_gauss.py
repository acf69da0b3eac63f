# F.poisson_nll_loss (log_input True and False with eps, inputs 0 where log(0 + eps) is
# guarded; full with Stirling's term, masked where the target is <= 1: targets 0, 1, 0.5,
# 2, 7; every reduction and the legacy arguments) and F.gaussian_nll_loss (full; var of
# the input's shape, one short (unsqueezed), with the last dim 1, and one var for every
# element; var below eps clamped; every reduction; float64 var); a negative var raises,
# as F's ValueError
# >>> inputs
# x:float32[n,3]
# y:float32[n,3]
# v:float32[n,3]
# <<<
# >>> sets
# x = torch.randn(4, 3); y = torch.rand(4, 3) * 5; v = torch.rand(4, 3)
# x = torch.tensor([[0., 1, 2], [-3, 0.25, 4]]); y = torch.tensor([[0., 1, 0.5], [2, 7, 1.5]]); v = torch.tensor([[0., 1e-8, 2], [3, 0.5, 1e-3]])
# x = torch.randn(0, 3); y = torch.rand(0, 3); v = torch.rand(0, 3)
# x = torch.randn(5, 3) * 3; y = torch.randint(0, 9, (5, 3)).float(); v = torch.rand(5, 3) * 4
# <<<
# >>> raises
# x = torch.randn(2, 3); y = torch.rand(2, 3); v = torch.tensor([[1., 2, 3], [0, -1e-3, 1]])
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, v: Tensor) -> List[Tensor]:
    xa = x.abs()
    return [
        F.poisson_nll_loss(x, y), F.poisson_nll_loss(x, y, reduction="none"),
        F.poisson_nll_loss(x, y, full=True, reduction="none"), F.poisson_nll_loss(x, y, True, True, reduction="sum"),
        F.poisson_nll_loss(xa, y, log_input=False, reduction="none"),
        F.poisson_nll_loss(xa, y, log_input=False, eps=0.5, full=True),
        F.poisson_nll_loss(x, y, size_average=False), F.poisson_nll_loss(x.double(), y, reduce=False),
        F.gaussian_nll_loss(x, y, v), F.gaussian_nll_loss(x, y, v, reduction="none"),
        F.gaussian_nll_loss(x, y, v, full=True, reduction="sum"),
        F.gaussian_nll_loss(x, y, v, eps=0.1, reduction="none"),
        F.gaussian_nll_loss(x, y, v[:, 0], reduction="none"),
        F.gaussian_nll_loss(x, y, v[:, :1], full=True, reduction="none"),
        F.gaussian_nll_loss(x, y, v.double(), reduction="none"),
    ]
