# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(5, 4)
# x = torch.randn(3, 4)
# <<<
# Wrong if `x[i1, i2] = v` with two index tensors writes a block instead of the paired elements.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    r = torch.tensor([0, 1, 1])
    c = torch.tensor([3, 0, 2])
    x[r, c] = torch.tensor([10.0, 20.0, 30.0])
    x[:, c[:2]] = -1.0
    return x
