# torch.jit.script: NameError: name 'Tuple' is not defined
import torch
from torch import Tensor


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    return x, x + 1
