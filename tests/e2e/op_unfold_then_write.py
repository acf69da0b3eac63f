# x.unfold read before x is written in place: the windows as they were (a copy taken before
# the write is what PyTorch's view showed then); unfold of a clone written freely
# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.arange(5.0)
# x = torch.randn(7)
# x = torch.randn(3)
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor) -> List[Tensor]:
    w = x.unfold(0, 2, 1)
    y = w * 2
    x.add_(1.0)
    c = x.unfold(0, 3, 1).clone()
    c.mul_(2.0)
    return [y, x, c]
