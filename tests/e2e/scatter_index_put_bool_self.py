# >>> inputs
# x:bool[n,2]
# i:int64[k]
# v:bool[2]
# <<<
# >>> sets
# x = torch.zeros(4, 2, dtype=torch.bool); i = torch.tensor([1, 3]); v = torch.tensor([True, False])
# x = torch.ones(2, 2, dtype=torch.bool); i = torch.tensor([0]); v = torch.tensor([False, False])
# x = torch.zeros(3, 2, dtype=torch.bool); i = torch.tensor([-1, 0]); v = torch.tensor([True, True])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, v: Tensor) -> Tensor:
    return torch.index_put(x, [i], v)
