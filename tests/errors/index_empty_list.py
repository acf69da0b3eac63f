# >>> inputs
# x:float32[3,2]
# <<<
# >>> stderr
# index_empty_list.py:14:14: error: an empty list as an index (TorchScript types it List[Tensor] and fails on it)
#    14 |     return x[[]]
#       |              ^~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x[[]]
