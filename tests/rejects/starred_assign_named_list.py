# torch.jit.script: RuntimeError:
#   cannot statically infer the expected size of a list in this context
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    l = [x, x + 1]
    a, *b = l
    return a
