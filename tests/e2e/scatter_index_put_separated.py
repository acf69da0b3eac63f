# >>> inputs
# x:float32[n,3,4]
# i:int64[k]
# j:int64[k]
# v:float32[k,3]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4); i = torch.tensor([0, 1]); j = torch.tensor([3, 0]); v = torch.randn(2, 3)
# x = torch.randn(3, 3, 4); i = torch.tensor([2]); j = torch.tensor([-1]); v = torch.randn(1, 3)
# x = torch.randn(4, 3, 4); i = torch.tensor([3, 1, 0]); j = torch.tensor([1, 2, 3]); v = torch.randn(3, 3)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, j: Tensor, v: Tensor) -> Tensor:
    # entries separated by None: the indexed result puts B first
    return torch.index_put(x, [i, None, j], v)
