# An entry returning a List[int] that is always empty: one output, a 0-length 1-d int64
# tensor (the model had no outputs).
# >>> inputs
# x:float32[B]
# <<<
# >>> sets
# x = torch.randn(2)
# x = torch.randn(3)
# x = torch.randn(0)
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor) -> List[int]:
    ks: List[int] = []
    return ks
