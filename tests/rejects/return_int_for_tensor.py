# torch.jit.script: RuntimeError:
#   Return value was annotated as having type Tensor but is actually of type int
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    return 1
