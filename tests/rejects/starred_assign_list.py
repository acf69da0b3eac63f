# torch.jit.script: RuntimeError:
#   cannot statically infer the expected size of a list in this context
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    a, *b = [x, x + 1, x + 2]
    return a
