# torch.jit.script: RuntimeError: Dict keys must contain only a single type. Expected: int but found str instead
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    d = {0: x, "a": x}
    return d[0]
