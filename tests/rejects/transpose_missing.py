# torch.jit.script: RuntimeError: Arguments for call are not valid.
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    return x.transpose(0)
