# torch.jit.script: RuntimeError:
#   Type mismatch: k is set to type int in the true branch and type float in the false br...
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    if n > 0:
        k = 1
    else:
        k = 1.5
    return x + k
