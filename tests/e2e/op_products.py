# >>> inputs
# a:float32[n]
# b:float32[m]
# m:float32[m,n]
# i:int64[n]
# s:float32[B,n,m]
# c:float32[B,n,n]
# <<<
# >>> sets
# a = torch.randn(3); b = torch.randn(4); m = torch.randn(4, 3); i = torch.randint(-9, 9, (3,)); s = torch.randn(2, 3, 4); c = torch.randn(2, 3, 3)
# a = torch.randn(5); b = torch.randn(1); m = torch.randn(1, 5); i = torch.randint(-9, 9, (5,)); s = torch.randn(1, 5, 1); c = torch.randn(1, 5, 5)
# a = torch.zeros(0); b = torch.randn(2); m = torch.zeros(2, 0); i = torch.zeros(0, dtype=torch.int64); s = torch.zeros(3, 0, 2); c = torch.zeros(3, 0, 0)
# <<<
# torch.outer (and ger; promoted dtypes, bool), torch.dot and torch.mv (float and int64,
# an empty inner dim gives 0), torch.baddbmm with beta and alpha, self broadcast; the method
# and in-place forms.  beta=0 (self ignored: an infinite self stays out, no NaN) through torch.addmm,
# which shares baddbmm's lowering: PyTorch 1.13's own baddbmm with beta=0 is NaN at some
# elements on some runs and not on others, whatever self holds (2 of 18 over a NaN self on
# one run; 7 of 18 over 1e30 in a fresh-clone CI of stop 39), so it cannot be the truth
import math
import torch
from torch import Tensor
from typing import List


def f(a: Tensor, b: Tensor, m: Tensor, i: Tensor, s: Tensor, c: Tensor) -> List[Tensor]:
    out = [torch.outer(a, b), b.outer(a), torch.ger(a, b), torch.outer(i, a), torch.outer(i, i), torch.outer(i > 0, b > 0)]
    out += [torch.dot(a, a), a.dot(a * 2), torch.dot(i, i), torch.mv(m, a), m.mv(a), torch.mv(m.long(), i)]
    out += [torch.baddbmm(c, s, s.transpose(1, 2)), c.baddbmm(s, s.transpose(1, 2), beta=0.5, alpha=-2.0),
            torch.addmm(c[0] * math.inf, s[0], s[0].transpose(0, 1), beta=0), torch.baddbmm(a, s, s.transpose(1, 2), alpha=3)]
    d = c.clone()
    d.baddbmm_(s, s.transpose(1, 2), alpha=0.5)
    out += [d]
    return out
