# Caught by tests/gen (seed 48, --features default + alias-writes), minimized.
# Differed before tensors had an identity: p5 = t4[0] and a7 are both x2 (a tuple element and a plain name); `p5 -= ...`
# inside nested loops writes that tensor, so a7 changes in PyTorch; scriptc returns a7
# unchanged (no error).
# >>> inputs
# x0:float32[B,4]
# x2:int64[4]
# n:int64[]
# <<<
# >>> sets
# x0 = torch.randn(5, 4); x2 = torch.randint(-3, 4, (4,)); n = 0
# x0 = torch.randn(7, 4); x2 = torch.randint(-3, 4, (4,)); n = 1
# x0 = torch.randn(6, 4); x2 = torch.randint(-3, 4, (4,)); n = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x0: Tensor, x2: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    t4 = (x2, x0)
    p5 = t4[0]
    a7 = x2
    for i8 in range(n + 1):
        j10 = 0
        while j10 < n:
            j10 += 1
            p5 -= x2.to(torch.bool).sum(0)
    return a7, p5
