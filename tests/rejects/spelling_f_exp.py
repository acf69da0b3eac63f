# torch.jit.script: RuntimeError: object has no attribute exp
# spelling: torch.nn.functional has no exp (the row has no such spelling in ir/ops.def)
import math
import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, n: int):
    return F.exp(x)
