# torch.jit.script: NotSupportedError: Don't support conversion in JoinedStr
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    s = f"{n!r}"
    return x
