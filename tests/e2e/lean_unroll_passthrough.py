# Loops of a constant count written out whose results are graph inputs or outer values:
# a Loop of 0 iterations returns its input (a graph input, so the output needs its own
# node), a body that gives back an outer tensor or its own carried value unchanged, and
# two outputs that are the same input.
# >>> inputs
# x:float32[n]
# y:float32[n]
# <<<
# >>> sets
# x = torch.randn(3); y = torch.randn(3)
# x = torch.zeros(0); y = torch.zeros(0)
# x = torch.tensor([float("nan"), -0.0]); y = torch.tensor([-0.0, float("inf")])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = x
    for _ in range(0):
        a = a + 1.0
    b = y
    for _ in range(1):
        b = x
    c = y
    for i in range(2):
        c = c
    d = y
    for i in range(3):
        d = d * 1.0
    return a, b, c, d
