# torch.jit.script: RuntimeError: object has no attribute copy
import torch
from torch import Tensor


# copy exists only as the method x.copy(y) (and x.copy_(y))
def f(x: Tensor, y: Tensor) -> Tensor:
    return torch.copy(x, y)
