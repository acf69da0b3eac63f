# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# nl_float_list_setitem_bool.py:20:5: error: a list of float cannot hold bool
#    20 |     fs[n] = True
#       |     ^~~~~
# <<<
# torch.jit.script: a List[float] element cannot be set to a bool.
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> float:
    fs: List[float] = [1.0]
    for i in range(n):
        fs.append(0.5)
    fs[n] = True
    return sum(fs)
