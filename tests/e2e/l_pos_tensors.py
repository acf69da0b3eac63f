# Lists of tensors, of known length and of run-time length (appended in a loop that runs 0,
# 1 or more times), edited at run-time positions: pop, insert (also past either end), del
# and index writes, then stacked and concatenated; sizes read from the results.
# >>> inputs
# x:float32[B,2]
# n:int64[]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 2); n = 0; k = 0
# x = torch.randn(2, 2); n = 1; k = 2
# x = torch.randn(4, 2); n = 2; k = 3
# x = torch.randn(3, 2); n = -1; k = 1
# x = torch.randn(1, 2); n = -3; k = 4
# <<<
# >>> raises
# x = torch.randn(3, 2); n = 3; k = 0
# x = torch.randn(3, 2); n = -4; k = 0
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int, k: int) -> Tuple[Tensor, Tensor, int, Tensor, Tensor, int, int, Tensor]:
    xs = [x, x + 1.0, x + 2.0]
    p = xs.pop(n)
    a = torch.stack(xs)
    ys = [x, x * 2.0, x * 3.0]
    ys.insert(n, p)
    ys.insert(n * 10, -p)
    ys[n] = x.sum(0, keepdim=True).expand(x.size(0), 2)
    del ys[n]
    c = torch.cat(ys, 0)
    zs: List[Tensor] = [x]
    for i in range(k):
        zs.append(x * float(i))
    zs.insert(k - n, x - 1.0)
    q = zs.pop(n)
    zs[n] = q * 5.0
    del zs[-1]
    zs.insert(-k, q)
    d = torch.stack(zs, 1)
    return a, c, c.size(0), d, q, d.size(1), len(zs), torch.cat(zs, -1)
