# >>> inputs
# x:float32[b,3,4,5]
# m:bool[b]
# <<<
# >>> sets
# x = torch.randn(3, 3, 4, 5); m = torch.tensor([True, False, True])
# x = torch.randn(2, 3, 4, 5); m = torch.tensor([False, True])
# x = torch.randn(4, 3, 4, 5); m = torch.tensor([False, True, True, False])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, m: Tensor) -> Tensor:
    # the mask's count and the list broadcast; separated by None and a slice: first
    return x[m, None, 1:, [0, 2]]
