# arange by a constant step with a bound known only at run time: PyTorch raises where the
# bounds run against the step's sign (arange(5, n, -2) with n > 5, arange(n) with n < 0),
# and for a float bound that is not finite (inf, nan); equal bounds give an empty tensor.
# The check is then end >= start (start >= end for a step below 0), no Sign or Equal.
# >>> inputs
# n:int64[]
# e:float32[]
# <<<
# >>> sets
# n = 3; e = 4.5
# n = 5; e = 0.0
# n = -4; e = 1.25
# n = 0; e = 7.0
# <<<
# >>> raises
# n = 7; e = 4.5
# n = 3; e = -1.0
# n = 3; e = float('inf')
# n = 3; e = float('nan')
# n = 3; e = float('-inf')
# <<<
import torch
from torch import Tensor
from typing import List


def f(n: int, e: float) -> List[Tensor]:
    return [
        torch.arange(5, n, -2),
        torch.arange(e, 0.0, -0.5),
        torch.arange(0.0, e + 1.0, 0.75, dtype=torch.float64),
        torch.arange(n + 4),
    ]
