# torch.jit.script: RuntimeError:
#   Unsupported operation: indexing tensor with unsupported index type 'str'. Only ints, ...
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    return x['a']
