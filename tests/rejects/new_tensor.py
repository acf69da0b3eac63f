# torch.jit.script: RuntimeError: 'Tensor' object has no attribute or method 'new_tensor'.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x.new_tensor([1.0, 2.0])
