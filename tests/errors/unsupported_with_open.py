# >>> stderr
# unsupported_with_open.py:11:5: error: only 'with torch.no_grad():' is supported
#    11 |     with open("w.txt") as fh:
#       |     ^~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    with open("w.txt") as fh:
        x = x + 1
    return x
