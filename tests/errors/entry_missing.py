# >>> options
# --entry g
# <<<
# >>> stderr
# entry_missing.py: error: no function named 'g' (--entry)
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x
