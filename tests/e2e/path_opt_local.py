# >>> inputs
# x:float32[batch]
# c:int64[]
# <<<
# >>> sets
# x = torch.randn(2); c = 0
# x = torch.randn(4); c = 1
# x = torch.ones(3); c = 2
# <<<
import torch
from torch import Tensor
from typing import Optional


# None or a tensor depending on a value known at compile time (c is not)
def f(x: Tensor, c: int) -> Tensor:
    y: Optional[Tensor] = None
    if x.dim() == 1:
        y = x * c
    if y is not None:
        return y + 1
    return x
