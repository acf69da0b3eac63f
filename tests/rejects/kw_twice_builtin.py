# torch.jit.script: SyntaxError: keyword argument repeated: dim
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    return x.sum(dim=0, dim=1)
