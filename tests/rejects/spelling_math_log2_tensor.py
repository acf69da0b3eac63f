# torch.jit.script: RuntimeError: Python builtin <built-in function log2> is currently not supported in Torchscript
# spelling: TorchScript maps no math.log2 (the row has no such spelling in ir/ops.def)
import math
import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, n: int):
    return math.log2(x)
