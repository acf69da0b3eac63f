# A list a loop rebinds to hold one tensor twice (hs = [hs[1], hs[1]]), then written out of
# place through one position; and a list an inner loop grows by rebinding (grown = grown +
# [...]), carried by the outer loop too: a sequence in both. Run 0, 1 and 3 times (the
# inner loop 0 to 2 times). A write in place through hs[0] is refused (errors/
# loop_rebinds_shared_write).
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.randn(2); k = 1
# x = torch.randn(4); k = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor, k: int):
    a = x.clone()
    hs = [a, a * 2.0]
    for i in range(k):
        hs = [hs[1], hs[1]]
        hs = [hs[0] + 1.0, hs[1]]
    grown = [x]
    for i in range(k):
        for j in range(i):
            grown = grown + [grown[-1] * 0.5]
    return hs[0], hs[1], a, torch.stack(grown).sum(0), len(grown)
