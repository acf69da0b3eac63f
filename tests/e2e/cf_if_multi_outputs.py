# Several variables (tensors of different dtypes, an int and a float) set in both arms.
# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.tensor([3.0, 1.0, 2.0])
# x = torch.tensor([1.0, -3.0, -2.0, 0.5])
# x = torch.tensor([-1.0, 4.0])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, int, float]:
    if x.mean() > 0:
        a = torch.softmax(x, 0)
        idx = x.argmax()
        n = x.size(0)
        s = 1.5
    else:
        a = torch.sigmoid(x)
        idx = (-x).argmax()
        n = -x.size(0)
        s = -2.5
    return a, idx, n, s
