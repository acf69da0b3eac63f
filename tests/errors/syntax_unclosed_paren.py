# >>> stderr
# syntax_unclosed_paren.py:11:19: error: '(' was never closed
#    11 |     y = torch.relu(x + 1
#       |                   ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    y = torch.relu(x + 1
    return y
