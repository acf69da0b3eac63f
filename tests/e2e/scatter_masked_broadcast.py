# >>> inputs
# x:int64[3]
# m:bool[n,3]
# s:int64[2,k]
# <<<
# >>> sets
# x = torch.tensor([1, 2, 3]); m = torch.tensor([[True, False, True], [False, False, True]]); s = torch.arange(8).view(2, 4)
# x = torch.tensor([4, 5, 6]); m = torch.tensor([[True, True, True]]); s = torch.arange(4).view(2, 2) * -1
# x = torch.tensor([7, 8, 9]); m = torch.zeros(0, 3, dtype=torch.bool); s = torch.arange(0).view(2, 0)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, m: Tensor, s: Tensor) -> Tensor:
    # x broadcasts to the mask's shape
    return torch.masked_scatter(x, m, s)
