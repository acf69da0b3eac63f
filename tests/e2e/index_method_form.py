# >>> inputs
# x:float32[n,4]
# i:int64[k]
# j:int64[k]
# <<<
# >>> sets
# x = torch.randn(3, 4); i = torch.tensor([2, 0]); j = torch.tensor([3, -1])
# x = torch.randn(5, 4); i = torch.tensor([-1]); j = torch.tensor([0])
# x = torch.randn(2, 4); i = torch.tensor([1, 1, 0]); j = torch.tensor([1, 2, 3])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor, j: Tensor) -> Tensor:
    return x.index([i, j])
