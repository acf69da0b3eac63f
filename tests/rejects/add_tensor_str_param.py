# torch.jit.script: RuntimeError: Arguments for call are not valid.
import torch
from torch import Tensor


def g(x: Tensor, s: str) -> Tensor:
    return x + s


def f(x: Tensor) -> Tensor:
    return g(x, "a")
