# >>> inputs
# x:float32[3,B]
# <<<
# >>> sets
# x = torch.randn(3, 1)
# x = torch.randn(3, 2)
# x = torch.randn(3, 4)
# <<<
# for row in x iterates over the tensor x was before the loop: rebinding x inside does not
# change the rows, and writes through them reach the first tensor (returned as y)
import torch
from torch import Tensor


def f(x: Tensor):
    y = x
    for r in x:
        x = x * 2.0
        r += 1.0
    return x, y
