# torch.jit.script: RuntimeError:
#   Previous return statement returned a value of type int but this return statement retu...
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int):
    if n > 0:
        return 1
    return 1.5
