# torch.jit.script: NameError: name 'Tensor' is not defined
import torch


def f(x: Tensor) -> Tensor:
    return x + 1
