# torch.jit.script: SyntaxError: invalid syntax
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    assert x, 'a', 'b'
    return x
