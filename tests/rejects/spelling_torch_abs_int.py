# torch.jit.script: RuntimeError: Arguments for call are not valid.
# spelling: torch.abs takes tensors; abs() is the builtin on numbers (the row has no such spelling in ir/ops.def)
import math
import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, n: int):
    return torch.abs(n)
