# >>> inputs
# x:float32[B,2]
# idx:int64[3]
# <<<
# >>> sets
# x = torch.randn(2, 2); idx = torch.tensor([0, 1, 1])
# x = torch.randn(5, 2); idx = torch.tensor([4, 4, 0])
# x = torch.randn(4, 2); idx = torch.tensor([3, 2, 1])
# <<<
# >>> raises
# x = torch.randn(2, 2); idx = torch.tensor([0, 2, 1])
# x = torch.randn(3, 2); idx = torch.tensor([0, 1, 7])
# <<<
# Wrong if index_add_ with an index out of range (PyTorch raises) adds nowhere.
import torch
from torch import Tensor


def f(x: Tensor, idx: Tensor) -> Tensor:
    x.index_add_(0, idx, torch.ones(3, 2))
    return x
