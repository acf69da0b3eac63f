# Wrong if a variable that becomes float32 in some iterations only keeps int64 arithmetic (integer floor) afterwards.
# >>> inputs
# x:int64[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([3, 4]); n = 0
# x = torch.tensor([5, 1, 2]); n = 1
# x = torch.tensor([7, 9]); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    y = x
    if n > 0:
        y = x.float() * 0.5
    else:
        y = x * 3
    return y + 1
