# F.cross_entropy and F.nll_loss with every reduction: class indices (weight, ignore_index,
# every target ignored: mean NaN, label_smoothing with and without weight), class
# probabilities (weight, label_smoothing), a 1-d input with a 0-d target, 4-d inputs
# [N, C, H, W], an empty batch (mean NaN), the legacy size_average/reduce, float64, a
# negative label_smoothing (1.13 ignores it);
# targets out of range raise, as in PyTorch
# >>> inputs
# x:float32[n,5]
# t:int64[n]
# w:float32[5]
# p:float32[n,5]
# s:float32[2,3,4,2]
# st:int64[2,4,2]
# <<<
# >>> sets
# x = torch.randn(4, 5); t = torch.tensor([0, 4, -100, 2]); w = torch.rand(5) + 0.1; p = torch.softmax(torch.randn(4, 5), 1); s = torch.randn(2, 3, 4, 2); st = torch.randint(0, 3, (2, 4, 2))
# x = torch.randn(1, 5); t = torch.tensor([-100]); w = torch.rand(5) + 0.1; p = torch.softmax(torch.randn(1, 5), 1); s = torch.randn(2, 3, 4, 2); st = torch.randint(0, 3, (2, 4, 2))
# x = torch.randn(0, 5); t = torch.zeros(0, dtype=torch.long); w = torch.rand(5) + 0.1; p = torch.randn(0, 5); s = torch.randn(2, 3, 4, 2); st = torch.randint(0, 3, (2, 4, 2))
# x = torch.randn(6, 5) * 3; t = torch.tensor([1, 1, 3, 0, 4, 2]); w = torch.rand(5) + 0.1; p = torch.softmax(torch.randn(6, 5), 1); s = torch.randn(2, 3, 4, 2); st = torch.randint(0, 3, (2, 4, 2))
# <<<
# >>> raises
# x = torch.randn(2, 5); t = torch.tensor([0, 5]); w = torch.rand(5) + 0.1; p = torch.softmax(torch.randn(2, 5), 1); s = torch.randn(2, 3, 4, 2); st = torch.randint(0, 3, (2, 4, 2))
# x = torch.randn(2, 5); t = torch.tensor([-1, 2]); w = torch.rand(5) + 0.1; p = torch.softmax(torch.randn(2, 5), 1); s = torch.randn(2, 3, 4, 2); st = torch.randint(0, 3, (2, 4, 2))
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, t: Tensor, w: Tensor, p: Tensor, s: Tensor, st: Tensor) -> List[Tensor]:
    lp = F.log_softmax(x, 1)
    return [
        F.cross_entropy(x, t), F.cross_entropy(x, t, reduction="sum"), F.cross_entropy(x, t, reduction="none"),
        F.cross_entropy(x, t, w), F.cross_entropy(x, t, w, reduction="none"), F.cross_entropy(x, t, w, reduction="sum"),
        F.cross_entropy(x, t.clamp(0, 4), ignore_index=2), F.cross_entropy(x, t, label_smoothing=0.2),
        F.cross_entropy(x, t, w, label_smoothing=0.3), F.cross_entropy(x, t, w, reduction="none", label_smoothing=0.3),
        F.cross_entropy(x, t, reduction="sum", label_smoothing=1.0), F.cross_entropy(x, t, label_smoothing=-0.5),
        F.cross_entropy(x, p), F.cross_entropy(x, p, w), F.cross_entropy(x, p, reduction="none"),
        F.cross_entropy(x, p, w, reduction="sum", label_smoothing=0.1), F.cross_entropy(x, p, label_smoothing=0.5),
        F.cross_entropy(s, st), F.cross_entropy(s, st, reduction="none"), F.cross_entropy(s, st, w[:3], label_smoothing=0.1),
        F.cross_entropy(s, torch.softmax(s, 1), reduction="none"),
        F.cross_entropy(s[0, :, 0, 0], torch.tensor(2)), F.cross_entropy(s[0, :, 0, 0], torch.tensor(2), reduction="none"),
        F.cross_entropy(s[0, :, 0, 0], torch.tensor(-100)),
        F.nll_loss(lp, t), F.nll_loss(lp, t, w), F.nll_loss(lp, t, w, reduction="none"), F.nll_loss(lp, t, reduction="sum"),
        F.nll_loss(lp, t.clamp(0, 4), ignore_index=0), F.nll_loss(lp, t, size_average=False), F.nll_loss(lp, t, reduce=False),
        F.nll_loss(F.log_softmax(s, 1), st, reduction="none"), F.nll_loss(lp.double(), t),
    ]
