# Issue 23's lean forms, as users write them: the last valid timestep of each padded row
# >>> inputs
# out:float32[B,T,H]
# lengths:int64[B]
# <<<
# >>> sets
# out = torch.randn(3, 6, 4); lengths = torch.tensor([6, 2, 4])
# out = torch.randn(1, 5, 4); lengths = torch.tensor([1])
# out = torch.randn(2, 9, 5); lengths = torch.tensor([9, 9])
# out = torch.randn(0, 3, 4); lengths = torch.zeros(0, dtype=torch.long)
# <<<
import torch
from torch import Tensor


def f(out: Tensor, lengths: Tensor) -> Tensor:
    idx = (lengths - 1).view(-1, 1, 1).expand(out.size(0), 1, out.size(2))
    return out.gather(1, idx).squeeze(1)
