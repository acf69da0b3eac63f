# torch.jit.script: RuntimeError:
#   python value of type 'module' cannot be used as a value. Perhaps it is a closed over ...
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor):
    return torch
