# torch.jit.script: RuntimeError: 'Tensor' object has no attribute or method 'bool'.
# spelling: TorchScript has no x.bool() cast (x.to(torch.bool) is the spelling it has)
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x.bool()
