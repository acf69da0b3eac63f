# torch.jit.script: NotSupportedError: unsupported kind of augumented assignment: FloorDiv
# >>> inputs
# x:float32[2,2]
# n:int64[]
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> int:
    n //= 2
    return n
