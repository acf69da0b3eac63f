# >>> inputs
# x:float32[b,3,4]
# i:int64[b,3]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4); i = torch.randint(-5, 5, (2, 3)); k = 2
# x = torch.tensor([[[1.0, float('nan'), 3.0, 3.0], [2.0, 2.0, -1.0, 0.0], [0.0, 0.0, 0.0, 0.0]]]); i = torch.tensor([[7, -7, 0]]); k = -3
# x = torch.randn(4, 3, 4); i = torch.randint(-100, 100, (4, 3)); k = 0
# <<<
# The forms lower_old.c writes at opsets 11 and 12, checked there as at 13 and 17: softmax
# and log_softmax over each dim (below 13 the dims other than the last run between two
# Transposes), integer max/min/clamp (Where over Greater/Less below 12), >= and <= with
# NaN (Or(Greater, Equal)), an integer exponent of a float base, unsqueeze/squeeze/sum over
# constant dims (axes as attributes below 13), argmax ties (the first index).
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    s0 = torch.softmax(x, 0)
    s1 = torch.log_softmax(x, dim=1)
    s2 = torch.softmax(x, -1)
    m = torch.maximum(i, i.flip(1)) + torch.minimum(i, torch.tensor(k))
    c = i.clamp(-2, k) + i.clamp(min=k) + torch.max(i, 1, keepdim=True)[0]
    ge = (x >= 1.0) | (x <= x.mean(2, keepdim=True))
    le = i <= k
    p = x ** i.unsqueeze(2).clamp(0, 3)
    u = x.unsqueeze(1).squeeze(1).sum(dim=(0, 2))
    a = x.argmax(1)
    cf = x.double().clamp(-0.5, 0.5)
    sq = i.unsqueeze(2).squeeze(2).sum(-1, keepdim=True)
    return s0, s1, s2, m, c, ge, le, p, u, a, cf, sq
