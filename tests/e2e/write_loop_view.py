# Flat, a view of base, written in a loop: base sees it (issue 6 reproducer).
# >>> inputs
# x:float32[3]
# steps:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0, 0.5]); steps = 0
# x = torch.tensor([0.0, 3.0, -1.5]); steps = 1
# x = torch.tensor([1.0, -2.0, 0.5]); steps = 3
# <<<
import torch
from torch import Tensor
def f(x: Tensor, steps: int):
    base = x * 1.0
    flat = base.view(-1)
    for _ in range(steps):
        flat += 1.0
    return flat, base
