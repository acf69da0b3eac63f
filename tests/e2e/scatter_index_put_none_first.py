# >>> inputs
# x:float32[2,n,3]
# i:int64[k]
# v:float32[2,k,3]
# <<<
# >>> sets
# x = torch.randn(2, 4, 3); i = torch.tensor([3, 0]); v = torch.randn(2, 2, 3)
# x = torch.randn(2, 2, 3); i = torch.tensor([1]); v = torch.randn(2, 1, 3)
# x = torch.randn(2, 5, 3); i = torch.tensor([-1, 2, 0]); v = torch.randn(2, 3, 3)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, v: Tensor) -> Tensor:
    return torch.index_put(x, [None, i], v)
