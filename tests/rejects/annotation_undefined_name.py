# torch.jit.script: NameError: name 'Tensr' is not defined
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: torch.Tensor) -> Tensr:
    return x
