# >>> inputs
# x:float32[B,4]
# big:bool[]
# <<<
# >>> sets
# x = torch.randn(1, 4); big = True
# x = torch.randn(3, 4); big = False
# x = torch.randn(5, 4); big = True
# <<<
# a NamedTuple returned from a helper (from either of two returns) keeps its fields
import torch
from torch import Tensor


def extreme(x: Tensor, big: bool):
    if big:
        return x.max(1)
    return torch.min(x, dim=1)


def f(x: Tensor, big: bool):
    r = extreme(x, big)
    s = extreme(x.t(), True)
    return r.values, r.indices, s.indices
