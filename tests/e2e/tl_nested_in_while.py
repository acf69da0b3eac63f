# A while loop whose condition reads a nested tuple it carries; the inner tuple is replaced
# by one built in a branch on some runs only.
# >>> inputs
# x:float32[N]
# limit:float32[]
# <<<
# >>> sets
# x = torch.tensor([4.0, 1.0]); limit = torch.tensor(0.5)
# x = torch.tensor([0.1, 0.2, 0.3]); limit = torch.tensor(1.0)
# x = torch.tensor([8.0, -3.0, 2.0]); limit = torch.tensor(0.25)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, limit: Tensor) -> Tuple[Tensor, Tensor, int]:
    st = (x.abs(), (x, 0))
    while bool(st[0].max() > limit) and st[1][1] < 20:
        mag, (v, steps) = st
        if steps % 2 == 0:
            inner = (v * 0.5, steps + 1)
        else:
            inner = (v - 0.1 * v.sign(), steps + 1)
        st = (inner[0].abs(), inner)
    return st[0], st[1][0], st[1][1]
