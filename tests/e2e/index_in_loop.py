# >>> inputs
# x:float32[n,3]
# i:int64[k]
# steps:int64[]
# <<<
# >>> sets
# x = torch.randn(4, 3); i = torch.tensor([3, 1, 0, 2]); steps = 0
# x = torch.randn(2, 3); i = torch.tensor([1, 0]); steps = 1
# x = torch.randn(3, 3); i = torch.tensor([2, 0, 1]); steps = 4
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, steps: int) -> Tensor:
    for _ in range(steps):
        x = x[i] + 1.0
    return x
