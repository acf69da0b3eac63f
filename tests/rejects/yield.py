# torch.jit.script: UnsupportedNodeError: Yield aren't supported
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    yield x
