# >>> stderr
# missing_return.py:10:1: error: 'f' is declared to return Tensor but can reach its end without a return
#    10 | def f(x: Tensor) -> Tensor:
#       | ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    y = x + 1
