# >>> inputs
# x:float32[n,3,2]
# m:bool[n,3]
# <<<
# >>> sets
# x = torch.randn(2, 3, 2); m = torch.tensor([[True, False, True], [False, False, True]])
# x = torch.randn(1, 3, 2); m = torch.tensor([[False, False, False]])
# x = torch.randn(3, 3, 2); m = torch.ones(3, 3, dtype=torch.bool)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, m: Tensor) -> Tensor:
    return x[m]
