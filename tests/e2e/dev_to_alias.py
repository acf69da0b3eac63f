# x.to(device) and x.cpu() are x itself when nothing changes (a write to the result writes
# x), a copy with copy=True or another dtype, as PyTorch's to() returns them; in a loop of
# run-time length and in a branch
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.randn(4); k = 1
# x = torch.randn(3); k = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = x.clone()
    b = x.clone()
    c = x.clone()
    for i in range(k):
        y = a.to(a.device)
        y.add_(1.0)          # writes a
        z = b.to(b.device, copy=True)
        z.add_(10.0)         # a copy: b stays
        w = c.cpu()
        if i % 2 == 0:
            w.mul_(2.0)      # writes c
        v = c.to(torch.device("cpu"), torch.float64)
        v.add_(100.0)        # another dtype: a copy
    return a, b, c, x.cpu().cpu()
