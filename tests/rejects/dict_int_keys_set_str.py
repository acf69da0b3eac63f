# torch.jit.script: RuntimeError: Arguments for call are not valid (a str key set in a Dict[int, Tensor])
import torch
from torch import Tensor
from typing import Dict


def f(x: Tensor) -> Tensor:
    d: Dict[int, Tensor] = {0: x}
    d["a"] = x
    return d[0]
