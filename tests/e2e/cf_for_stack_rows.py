# Collect per-iteration results by growing a 2-d tensor with cat(unsqueeze) and stack.
# >>> inputs
# x:float32[d]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(4); n = 1
# x = torch.randn(2); n = 5
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    rows = x.unsqueeze(0)
    for i in range(n):
        x = torch.relu(x - 0.1) + torch.sin(x)
        rows = torch.cat([rows, torch.stack([x, x * i], 0)], 0)
    return rows.permute(1, 0)
