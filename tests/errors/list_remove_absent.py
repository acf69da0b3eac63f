# list.remove() of a value the list does not hold: ValueError in PyTorch.
# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# list_remove_absent.py:17:5: error: the value is not in the list (ValueError in PyTorch)
#    17 |     ks.remove(5)
#       |     ^~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor) -> List[int]:
    ks = [3, 2, 1]
    ks.remove(5)
    return ks
