# Copy of examples/loop_add.py with input sets: the loop runs 0, 1 and many times.
# >>> inputs
# x:float32[batch,3]
# y:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); y = torch.tensor(0)
# x = torch.randn(5, 3); y = torch.tensor(1)
# x = torch.randn(1, 3); y = torch.tensor(7)
# x = torch.randn(3, 3); y = torch.tensor(3)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor) -> Tensor:
    for i in range(int(y)):
        x = x + i
    return x
