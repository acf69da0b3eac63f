# x += ... in a loop is allowed when no other name holds the tensor: the other name holds a clone, a copy, or was rebound before the loop (near errors/inplace_alias_loop_*).
# >>> inputs
# x:float32[3]
# new:float32[3]
# steps:int64[]
# <<<
# >>> sets
# x = torch.randn(3); new = torch.randn(3); steps = 0
# x = torch.randn(3); new = torch.randn(3); steps = 1
# x = torch.randn(3); new = torch.randn(3); steps = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, new: Tensor, steps: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    y = x * 1.0
    z = y.clone()
    for i in range(steps):
        y += 1.0
        y *= 2.0
    base = x * 1.0
    flat = base.view(-1) * 1.0
    for _ in range(steps):
        flat += 1.0
    avg = x.clone()
    prev = avg.clone()
    for _ in range(steps):
        avg *= 0.9
        avg += 0.1 * new
    acc = torch.zeros(3)
    w = x * 2.0
    v = w
    v = v + 1.0
    for _ in range(steps):
        acc += new
        w += acc
    return y, z, flat, base, avg - prev, acc, w + v
