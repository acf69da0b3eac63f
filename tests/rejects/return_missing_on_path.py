# torch.jit.script: RuntimeError:
#   Function was not annotated as having type None, but does not return along all paths
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    if n > 0:
        return x
