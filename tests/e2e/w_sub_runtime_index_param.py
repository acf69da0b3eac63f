# >>> inputs
# x:float32[B,3]
# i:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); i = 0
# x = torch.randn(5, 3); i = -2
# x = torch.randn(4, 3); i = 3
# <<<
# Wrong if a store at an index given as an int parameter (negative too) is resolved at compile time.
import torch
from torch import Tensor


def f(x: Tensor, i: int) -> Tensor:
    r = x[i]
    x[i] = 42.0
    return r
