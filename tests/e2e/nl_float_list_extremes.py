# max/min of a run-time List[float] fold from its first element as TorchScript does: nan first
# gives nan, a later nan is skipped, and of -0.0 and 0.0 the first one wins (seen through
# 1 / value); sum starts from 0.0 (sum([-0.0]) is 0.0); `in` compares with ==.
# >>> inputs
# x:float32[]
# y:float32[]
# n:int64[]
# <<<
# >>> sets
# x = -0.0; y = 0.0; n = 0
# x = 0.0; y = -0.0; n = 1
# x = float('nan'); y = 1.0; n = 2
# x = 1.0; y = float('nan'); n = 1
# x = float('-inf'); y = float('inf'); n = 3
# x = float('inf'); y = -2.0; n = 0
# x = 1.0; y = float('nan'); n = 17
# x = -0.0; y = 0.0; n = 19
# x = 0.0; y = -0.0; n = 18
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: float, y: float, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, bool, bool, bool, float]:
    fs: List[float] = [x]
    for i in range(n):
        fs.append(y)
    gs: List[float] = [y]
    for i in range(n):
        gs.append(x)
    one = torch.ones(1, dtype=torch.float64)
    return (one / max(fs), one / min(fs), one / max(gs), one / sum(fs), 0.0 in fs,
            y in fs, x in gs, min(gs))
