# A helper branching on t.dtype, called with an int64 tensor and with a float32 tensor; after
# inlining each call has one dtype, so the condition is static per call site.
# >>> inputs
# x:float32[n]
# idx:int64[n]
# <<<
# >>> sets
# x = torch.randn(3); idx = torch.tensor([0, 2, 1])
# x = torch.randn(5); idx = torch.tensor([4, 4, 0, 1, 2])
# x = torch.randn(1); idx = torch.tensor([0])
# <<<
import torch
from torch import Tensor


def as_float(t: Tensor) -> Tensor:
    if t.dtype == torch.int64:
        return t.float() * 0.5
    else:
        return t


def f(x: Tensor, idx: Tensor) -> Tensor:
    return as_float(x) + as_float(idx) + x.index_select(0, idx)
