# >>> stderr
# unsupported_star_args.py:10:18: error: *args and **kwargs are not supported
#    10 | def f(x: Tensor, *args) -> Tensor:
#       |                  ^~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, *args) -> Tensor:
    return x
