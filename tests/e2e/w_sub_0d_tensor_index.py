# >>> inputs
# x:float32[B,3]
# t:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); t = torch.tensor(1)
# x = torch.randn(5, 3); t = torch.tensor(3)
# x = torch.randn(4, 3); t = torch.tensor(0)
# <<<
# Wrong if a store indexed by a 0-d int64 tensor selects instead of indexing (or fails).
import torch
from torch import Tensor


def f(x: Tensor, t: Tensor) -> Tensor:
    x[t] = 8.0
    return x
