# torch.jit.script: RuntimeError:
#   Attempted to use Optional without a contained type. Please add a contained type, e.g....
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, y: Optional) -> Tensor:
    return x
