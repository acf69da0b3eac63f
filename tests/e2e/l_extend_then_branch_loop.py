# A list extended with new tensors, then grown by a loop inside one branch of an if: scriptc
# exited 1 without a message (the extended tensors got their memory inside the branch, and the
# other branch's end could not read them). Found by tests/gen (seed 14066 of --all).
# >>> inputs
# x0:float32[B,4]
# n:int64[]
# <<<
# >>> sets
# x0 = torch.randn(3, 4); n = 0
# x0 = torch.randn(2, 4); n = 2
# x0 = torch.randn(1, 4); n = 5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x0: Tensor, n: int) -> Tuple[int, Tensor]:
    L1 = [x0 * 2.0]
    L1.extend([x0 * 3.0])
    if n > 1:
        for i3 in range(2):
            L1.append(x0 * 4.0)
    return len(L1), torch.stack(L1).sum(0)
