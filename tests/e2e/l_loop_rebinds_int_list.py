# A List[int] shape edited by a loop that rebinds it (shape = [shape[1], shape[0] * 2]):
# two ints carried by the loop, then given to reshape and to zeros. Runs 0, 1 and 3 times.
# >>> inputs
# x:float32[A,B]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); k = 0
# x = torch.randn(4, 2); k = 1
# x = torch.randn(3, 5); k = 3
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor, k: int):
    shape = [x.size(0), x.size(1)]
    for i in range(k):
        shape = [shape[1], shape[0] * 2]
    n = shape[0] * shape[1]
    return torch.zeros(shape), x.reshape(-1)[: min(n, x.numel())], shape
