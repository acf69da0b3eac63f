# torch.jit.script: RuntimeError: Previous return statement returned a value of type Tuple[Tensor, Tensor] but this return statement returns a value of type Tuple[Tensor]
import torch
from torch import Tensor


def f(x: Tensor, n: int):
    if n > 0:
        return x, x
    return (x,)
