# list.index() and list.remove() where the list's elements and the value are known at
# compile time (the first equal one, as Python's); the found position indexes a tensor.
# >>> inputs
# x:float32[4,B]
# <<<
# >>> sets
# x = torch.randn(4, 3)
# x = torch.randn(4, 1)
# x = torch.randn(4, 6)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, List[int], int]:
    order = [3, 1, 2, 1, 0]
    i = order.index(1)
    order.remove(1)
    fs = [0.5, 2.0, 2.0]
    fs.remove(2.0)
    return x[order.index(2)] * float(i), order, len(fs) + fs.index(2.0)
