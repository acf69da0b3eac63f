# torch.jit.script: RuntimeError: object has no attribute zero
import torch
from torch import Tensor


# zero exists only as the method x.zero() (and x.zero_())
def f(x: Tensor) -> Tensor:
    return torch.zero(x)
