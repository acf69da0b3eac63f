# z is carried from z = y of the previous run, and y is written before z is read: z reads y's new value from the second run on (issue 18 item 14; it was refused).
# >>> inputs
# x:float32[3]
# steps:int64[]
# <<<
# >>> sets
# x = torch.randn(3); steps = 0
# x = torch.randn(3); steps = 1
# x = torch.randn(3); steps = 2
# x = torch.randn(3); steps = 3
# <<<
import torch
from torch import Tensor
def f(x: Tensor, steps: int):
    y = x * 1.0
    z = x * 2.0
    out = x * 0.0
    for i in range(steps):
        y += 1.0
        out = out + z
        z = y
    return out
