# torch.jit.script: RuntimeError: Arguments for call are not valid.
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> int:
    d = {"a": x}
    t = d * 2
    return len(t)
