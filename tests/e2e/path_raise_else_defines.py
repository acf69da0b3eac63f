# >>> inputs
# x:float32[batch]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0])
# x = torch.tensor([-5.0, 1.0, 0.5])
# x = torch.zeros(4)
# <<<
import torch
from torch import Tensor
from typing import Optional


# y is assigned only on the path that does not raise: it is defined after the if
def f(x: Tensor) -> Tensor:
    if x.sum() < 100:
        y = x + 1
        z = x * x
    else:
        raise RuntimeError("sum too large")
    return y * z
