# z is y on one branch of an if and a new tensor on the other; y is then written in place:
# z sees the write exactly when the branch that made it y ran (the write goes to both, under
# an If on the branch's condition).
# >>> inputs
# x:float32[3]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0, 3.0])
# x = torch.tensor([-1.0, -2.0, 0.5])
# x = torch.tensor([0.0, 0.0, 0.0])
# <<<
import torch
from torch import Tensor
def f(x: Tensor):
    y = x * 1.0
    if bool(x.sum() > 0):
        z = y
    else:
        z = x * 3.0
    y += 1.0
    return y, z
