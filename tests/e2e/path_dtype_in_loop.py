# >>> inputs
# x:float32[batch]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.5, 2.5]); n = 0
# x = torch.tensor([-1.5, -2.7, 0.2]); n = 1
# x = torch.tensor([0.0, 3.9, -0.5, 1.0]); n = 3
# x = torch.tensor([-3.0, 1.25]); n = 4
# <<<
import torch
from torch import Tensor


# the conversion of a variable whose dtype depends on the branch, inside a loop and a
# later if: computed in each branch of the first if
def f(x: Tensor, n: int) -> Tensor:
    if x.sum() > 0:
        v = x.long()
    else:
        v = x * 2
    acc = torch.zeros_like(x)
    for i in range(n):
        acc = acc + v.float() * i
        if i % 2 == 0:
            acc = acc - v.double().float()
    return acc
