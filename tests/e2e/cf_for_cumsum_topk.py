# cumsum and topk inside a loop; the k of topk is a loop index (1..n).
# >>> inputs
# x:float32[m]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(6); n = 0
# x = torch.randn(5); n = 1
# x = torch.randn(8); n = 4
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    acc = torch.zeros(1)
    for i in range(n):
        vals, idx = torch.topk(x, i + 1)
        acc = acc + vals.sum() + idx.float().sum()
        x = torch.cumsum(x, 0) / (x.size(0) + i)
    return torch.cat([acc, x], 0)
