# torch.jit.script: Arguments for call are not valid (BaseException(Tensor 0) -> Tensor 0)
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    if x.sum() > 0:
        raise BaseException("a")
    return x
