# split and unbind of a dim known only at run time give lists of run-time length (sequences):
# indexing them, their length, iterating them; an empty dim splits into one empty piece.
# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(1, 3)
# x = torch.randn(4, 3)
# x = torch.randn(5, 3)
# <<<
# >>> raises
# x = torch.randn(0, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, int, int, Tensor]:
    ps = x.split(2)
    rows = x.unbind(0)
    acc = x[0] * 0
    for r in rows:
        acc = acc * 0.5 + r
    return ps[0], rows[0], len(ps), len(rows), acc + ps[-1].sum()
