# X += ... while y = x[0] views x: y sees the update (issue 6 reproducer).
# >>> inputs
# x:float32[3,2]
# <<<
# >>> sets
# x = torch.tensor([[1.0, 2.0], [3.0, 4.0], [-1.0, 0.5]])
# x = torch.tensor([[0.0, -2.0], [1.5, 4.0], [2.0, 0.25]])
# x = torch.tensor([[5.0, -1.0], [0.5, 0.5], [3.0, -3.0]])
# <<<
import torch
from torch import Tensor
def f(x: Tensor):
    y = x[0]
    x += 1
    return y
