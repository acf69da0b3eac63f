# Prev = avg, then avg written in place in a loop: prev is avg (avg - prev is 0) (issue 6 reproducer).
# >>> inputs
# avg:float32[3]
# new:float32[3]
# steps:int64[]
# <<<
# >>> sets
# avg = torch.tensor([1.0, 2.0, 3.0]); new = torch.tensor([0.5, 0.5, -2.0]); steps = 0
# avg = torch.tensor([-1.0, 0.5, 0.0]); new = torch.tensor([4.0, 1.0, 2.0]); steps = 1
# avg = torch.tensor([1.0, 2.0, 3.0]); new = torch.tensor([0.5, 0.5, -2.0]); steps = 3
# <<<
import torch
from torch import Tensor
def f(avg: Tensor, new: Tensor, steps: int):
    avg = avg.clone()
    prev = avg
    for _ in range(steps):
        avg *= 0.9
        avg += 0.1 * new
    return avg, avg - prev
