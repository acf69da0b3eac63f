# torch.jit.script: RuntimeError: Arguments for call are not valid.
# spelling: true_divide has no rounding_mode (divide has)
import torch
from torch import Tensor


def f(x: Tensor, n: int):
    return torch.true_divide(x, x, rounding_mode='floor')
