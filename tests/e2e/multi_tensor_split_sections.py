# >>> inputs
# x:float32[B,2]
# <<<
# >>> sets
# x = torch.randn(1, 2)
# x = torch.randn(2, 2)
# x = torch.randn(7, 2)
# <<<
# tensor_split into sections along a dim known only at run time: the count is the sections, sizes differ by one (some pieces empty when B < 3)
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    a, b, c = x.tensor_split(3)
    return a, b, c, torch.tensor_split(x, 2, dim=1)[1]
