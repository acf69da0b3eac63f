# >>> inputs
# x:float32[B,3]
# idx:int64[2]
# <<<
# >>> sets
# x = torch.randn(2, 3); idx = torch.tensor([0, 1])
# x = torch.randn(5, 3); idx = torch.tensor([4, -5])
# x = torch.randn(4, 3); idx = torch.tensor([-1, 2])
# <<<
# >>> raises
# x = torch.randn(3, 3); idx = torch.tensor([0, 3])
# x = torch.randn(3, 3); idx = torch.tensor([-4, 0])
# <<<
# Wrong if `x[idx] = v` with an index tensor value out of range (PyTorch raises) is clamped or dropped.
import torch
from torch import Tensor


def f(x: Tensor, idx: Tensor) -> Tensor:
    x[idx] = 0.0
    return x
