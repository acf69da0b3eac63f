# torch.jit.script: TypeError: Too many arguments for typing.List; actual 2, expected 1
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, y: List[int, int]) -> Tensor:
    return x
