# torch.jit.script: RuntimeError: object has no attribute index
# spelling: aten::index is the subscript x[i] and the method x.index(...), not torch.index (the row has no such spelling in ir/ops.def)
import math
import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, i: Tensor):
    return torch.index(x, [i])
