# >>> inputs
# x:float32[n,3]
# i:int64[k]
# m:bool[n]
# <<<
# >>> sets
# x = torch.randn(4, 3); i = torch.tensor([3, 1]); m = torch.tensor([True, False, True, True])
# x = -torch.rand(2, 3); i = torch.tensor([1, 0]); m = torch.tensor([False, True])
# x = torch.rand(3, 3); i = torch.tensor([2, 0, 1]); m = torch.tensor([False, False, False])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, m: Tensor) -> Tensor:
    if bool(x.sum() > 0):
        y = x[i]
    else:
        y = x[m]
    return y.sum(0)
