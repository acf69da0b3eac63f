# torch.jit.script: RuntimeError: Arguments for call are not valid.
# spelling: torch.divide takes tensors: div.int (1 / 2) has no other name
import torch
from torch import Tensor


def f(x: Tensor, n: int):
    return torch.divide(n, n)
