# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if `x[idx] += v` with repeated indices adds twice (PyTorch: x[idx] + v stored, not accumulated).
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    idx = torch.tensor([0, 1, 0])
    x[idx] += 1.0
    return x
