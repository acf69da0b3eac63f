# Y += ... in a loop body while z holds y's initial tensor: z sees every update (issue 6 reproducer).
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
    y = x * 1.0
    z = y
    for i in range(steps):
        y += 1.0
        y *= 2.0
    return y, z
