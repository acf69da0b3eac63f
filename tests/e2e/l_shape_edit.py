# Shapes as lists: list(x.shape) edited in place, extended with +, passed to reshape/view/
# expand/zeros; `in` on a list of ints; .item() and .tolist().
# >>> inputs
# x:float32[b,6]
# <<<
# >>> sets
# x = torch.randn(2, 6)
# x = torch.randn(5, 6)
# x = torch.randn(1, 6)
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor) -> Tensor:
    shape = list(x.shape)
    shape[1] = -1
    shape.append(2)
    y = x.reshape(shape)
    s2 = [1] + shape
    z = y.view(s2)
    w = torch.zeros(shape[:1] + [3])
    n = [1, 2, 3]
    t = torch.tensor(n)
    m = x.sum().item()
    ok = 2 in n
    no = 5 not in n
    l: List[int] = t.tolist()
    return z * t.sum() + m + int(ok) + int(no) + w.sum() + l[2] + y.expand([2] + list(y.shape)).sum()
