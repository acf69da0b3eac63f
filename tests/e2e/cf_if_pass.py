# `pass` in if arms and loops, with docstrings and comments around.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2); k = 0
# x = torch.randn(3); k = 1
# x = torch.randn(4); k = 5
# <<<
import torch
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    """Does nothing in several ways, then something."""
    if k > 2:
        pass  # nothing to do
    else:
        x = x + 1.0
    for i in range(k):
        pass
    if k == 1:
        # a comment alone is not a statement
        pass
    return x * 2.0
