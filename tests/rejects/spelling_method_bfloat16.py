# torch.jit.script: RuntimeError: 'Tensor' object has no attribute or method 'bfloat16'.
# spelling: TorchScript has no x.bfloat16() cast (x.to(torch.bfloat16) is the spelling it has)
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x.bfloat16()
