# >>> inputs
# x:float32[3,n]
# m:bool[3]
# i:int64[1]
# <<<
# >>> sets
# x = torch.randn(3, 4); m = torch.tensor([True, False, True]); i = torch.tensor([-1])
# x = torch.randn(3, 2); m = torch.tensor([False, False, False]); i = torch.tensor([0])
# x = torch.randn(3, 5); m = torch.tensor([True, True, True]); i = torch.tensor([3])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, m: Tensor, i: Tensor) -> Tensor:
    return x[m, i]
