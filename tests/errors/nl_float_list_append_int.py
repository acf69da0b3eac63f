# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# nl_float_list_append_int.py:20:9: error: a list of float cannot hold int
#    20 |         fs.append(i)
#       |         ^~~~~~~~~~~~
# <<<
# torch.jit.script: List[float].append refuses an int ("Type variable 't' previously matched to
# type float is matched to type int").
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> float:
    fs: List[float] = [1.0]
    for i in range(n):
        fs.append(i)
    return sum(fs)
