# A for loop nested in a while loop whose condition is on a tensor.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.tensor([5.0, 5.0]); k = 2
# x = torch.tensor([-1.0, 2.0, 3.0]); k = 0
# x = torch.tensor([-1.0, 1.5, 1.0, 2.0]); k = 1
# x = torch.tensor([-10.0, -20.0]); k = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, int]:
    rounds = 0
    while x.sum() < 10.0:
        for j in range(k):
            x = x + 1.0
        x = x + 2.0
        rounds += 1
    return x, rounds
