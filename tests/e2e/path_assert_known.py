# >>> inputs
# x:float32[batch,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(3, 4)
# x = torch.randn(1, 4)
# <<<
import torch
from torch import Tensor
from typing import Optional


# conditions known at compile time: the assert holds, no warning
def f(x: Tensor) -> Tensor:
    assert x.dim() == 2, "need a matrix"
    assert x.shape[1] == 4
    if x.dim() != 2:
        raise ValueError("need a matrix")
    return x.sum(1)
