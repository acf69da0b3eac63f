# >>> inputs
# x:float32[n,4]
# i:int64[k]
# j:int64[k]
# v:float32[k]
# <<<
# >>> sets
# x = torch.randn(3, 4); i = torch.tensor([0, 2]); j = torch.tensor([3, -1]); v = torch.randn(2)
# x = torch.randn(5, 4); i = torch.tensor([4]); j = torch.tensor([0]); v = torch.randn(1)
# x = torch.randn(2, 4); i = torch.tensor([1, 0, 1]); j = torch.tensor([1, 2, 3]); v = torch.randn(3)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, j: Tensor, v: Tensor) -> Tensor:
    return torch.index_put(x, [i, j], v)
