# >>> inputs
# x:float32[3,n,4]
# i:int64[k]
# j:int64[k]
# <<<
# >>> sets
# x = torch.randn(3, 2, 4); i = torch.tensor([0, 2]); j = torch.tensor([1, 3])
# x = torch.randn(3, 5, 4); i = torch.tensor([-1]); j = torch.tensor([-4])
# x = torch.randn(3, 1, 4); i = torch.tensor([1, 1, 0]); j = torch.tensor([0, 2, 2])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, j: Tensor) -> Tensor:
    return x[i, None, :, j]
