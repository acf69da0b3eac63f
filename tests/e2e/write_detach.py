# Y = x.detach(); y += 1 writes x (issue 6 reproducer).
# >>> inputs
# x:float32[3]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0, 0.5])
# x = torch.tensor([0.0, 3.0, -1.5])
# x = torch.tensor([-0.25, 7.0, 2.0])
# <<<
import torch
from torch import Tensor
def f(x: Tensor):
    y = x.detach()
    y += 1
    return x
