# narrow raises in PyTorch where start + length passes the dim's size ("start (1) + length (3)
# exceeds dimension size (3)"), where ONNX's Slice clamps: the model fails at run time there
# rather than return a shorter tensor than its declared [B, 3] (a constant start, one known
# non-negative, one from the end, and a run-time one); a start of 0 and a length of at most
# the size need no check
# >>> inputs
# x:float32[B,T,D]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 6, 4); k = 2
# x = torch.randn(1, 4, 3); k = 1
# x = torch.randn(0, 5, 2); k = 0
# x = torch.randn(3, 4, 1); k = -4
# <<<
# >>> raises
# x = torch.randn(2, 3, 4); k = 0
# x = torch.randn(2, 6, 4); k = 4
# x = torch.randn(2, 6, 4); k = -2
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = x.narrow(1, 1, 3)
    b = x.narrow(1, x.size(2) // x.size(2) if x.size(2) > 0 else 1, 3)
    c = x.narrow(1, -3, 3)
    d = x.narrow(1, k, 3)
    e = x.narrow(2, 0, x.size(2) // 2)
    return a * 2.0, b + 1.0, c, d.sum(1), e
