# An entry returning a List[float] that is always empty (a comprehension over an empty
# range): one output, a 0-length 1-d double tensor (the model had no outputs).
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


def f(x: Tensor) -> List[float]:
    return [float(i) for i in range(0)]
