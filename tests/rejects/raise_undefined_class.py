# torch.jit.script: undefined value Foo
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    if x.sum() > 0:
        raise Foo("a")
    return x
