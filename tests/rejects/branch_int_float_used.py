# torch.jit.script: Type mismatch: n is set to type int in the true branch and type float in the false branch
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    if x.sum() > 0:
        n = 1
    else:
        n = 2.5
    return x * n
