# torch.jit.script: RuntimeError: object has no attribute relu
# spelling: relu is torch.relu or F.relu, not torch.nn.relu (the row has no such spelling in ir/ops.def)
import math
import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, n: int):
    return torch.nn.relu(x)
