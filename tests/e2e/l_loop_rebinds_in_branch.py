# Lists rebound in one branch of an if inside a loop: pair is swapped on even runs (same
# length: two values carried), grow gains an element on runs whose sum is positive (its
# length depends on the runs: a sequence). Both returned; k = 0, 1, 2 and 5 runs and data
# that takes each branch.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.tensor([1.0, 2.0]); k = 1
# x = torch.tensor([-1.0, 0.5]); k = 2
# x = torch.randn(4); k = 5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor, k: int):
    pair = [x, -x]
    grow = [x]
    for i in range(k):
        if i % 2 == 0:
            pair = [pair[1] + 1.0, pair[0]]
        y = pair[0] * (i + 1)
        if bool(y.sum() > 0):
            grow = grow + [y]
    return pair, grow
