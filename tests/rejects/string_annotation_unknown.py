# torch.jit.script: RuntimeError: Unknown type name 'Tensr'
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: "Tensr") -> Tensor:
    return x
