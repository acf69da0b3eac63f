# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(3); n = 2
# x = torch.randn(3); n = 4
# <<<
import torch
from torch import Tensor



# raises in an unrolled loop, in a while condition (through a helper), in a branch with
# writes, and in a loop body before a break
def fail(x: Tensor) -> int:
    raise ValueError("no")


def chk(n: int) -> int:
    if n > 50:
        raise ValueError("big")
    return n


def f(x: Tensor, n: int) -> Tensor:
    y = x.clone()
    for t in (1, 2, 3):
        if n == t + 100:
            raise ValueError("t")
        y = y + t
    i = 0
    while i < chk(n):
        y.add_(1)
        i += 1
    if n > 1000:
        z = fail(x)
        y.mul_(z)
    elif n > 500:
        return y
    else:
        y[0] = 3.0
    for j in range(chk(n)):
        if j > 3:
            q = fail(y)
            break
        y = y * 2
    return y
