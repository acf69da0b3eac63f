# Both branches of an if in a loop compute relu(x) * 2 from outer values: licm moves it out
# of the If, then out of the Loop; the loop runs 0, 1 and several times, x at two sizes and
# empty.
# >>> inputs
# x:float32[b]
# c:float32[k]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); c = torch.randn(4); n = 0
# x = torch.randn(3); c = torch.tensor([1.0, -1.0]); n = 1
# x = torch.randn(7); c = torch.tensor([1.0, -1.0, -2.0]); n = 5
# x = torch.randn(0); c = torch.tensor([-1.0]); n = 2
# <<<
import torch
from torch import Tensor


def f(x: Tensor, c: Tensor, n: int) -> Tensor:
    acc = torch.zeros_like(x)
    for i in range(n):
        if bool(c[i % c.size(0)] > 0):
            acc = acc + torch.relu(x) * 2.0
        else:
            acc = acc - torch.relu(x) * 2.0
    return acc
