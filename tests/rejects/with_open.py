# torch.jit.script: RuntimeError:
#   Python builtin <built-in function open> is currently not supported in Torchscript
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    with open("a.txt") as fh:
        y = x + 1
    return y
