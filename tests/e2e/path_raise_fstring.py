# >>> inputs
# x:float32[batch]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 2
# x = torch.randn(2); n = 5
# <<<
import torch
from torch import Tensor
from typing import Optional


# the message, an f-string with fields, is not compiled (it would only be shown by the raise)
def f(x: Tensor, n: int) -> Tensor:
    if n > 10:
        raise ValueError(f"n is {n}, at most 10")
    for i in range(n):
        x = x + i
    return x
