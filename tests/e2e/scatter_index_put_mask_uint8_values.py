# >>> inputs
# x:int64[n,2]
# m:uint8[n,2]
# v:int64[k]
# <<<
# >>> sets
# x = torch.arange(8).view(4, 2); m = torch.tensor([[1, 0], [0, 1], [1, 1], [0, 0]], dtype=torch.uint8); v = torch.tensor([10, 20, 30, 40])
# x = torch.arange(4).view(2, 2); m = torch.tensor([[0, 0], [0, 0]], dtype=torch.uint8); v = torch.zeros(0, dtype=torch.long)
# x = torch.arange(6).view(3, 2); m = torch.ones(3, 2, dtype=torch.uint8); v = torch.arange(6) * -1
# <<<
# >>> raises
# x = torch.arange(8).view(4, 2); m = torch.tensor([[1, 0], [0, 1], [1, 1], [0, 0]], dtype=torch.uint8); v = torch.tensor([10, 20, 30])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, m: Tensor, v: Tensor) -> Tensor:
    return x.index_put([m], v)
