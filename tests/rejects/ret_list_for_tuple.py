# torch.jit.script: RuntimeError:
#   Expected an annotation of type List but got Tuple[Tensor, Tensor]
import torch
import math
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    return [x, x]
