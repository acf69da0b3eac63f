# >>> inputs
# x:float32[batch,3]
# s:float32[]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); s = 0.5; n = 0
# x = torch.randn(5, 3); s = -2.0; n = 1
# x = torch.randn(4, 3); s = 3.0; n = 7
# <<<
import torch
from torch import Tensor


def g(a: Tensor, k: int, *, b: int, c: float) -> Tensor:
    return a * k + b - c


# keyword-only parameters, in the entry too (they are graph inputs like the others)
def f(x: Tensor, *, s: float, n: int) -> Tensor:
    return g(x, n, c=s, b=2) + g(x, 3, b=n, c=1.5) + g(c=s, b=1, a=x, k=2)
