# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# nl_helper_list_float_of_ints.py:25:14: error: argument 'fs' of h() must be List[float], not List[int]
#    25 |     return h(ks)
#       |              ^~
# <<<
# torch.jit.script refuses it: "Expected a value of type 'List[float]' for argument 'fs' but
# instead found type 'List[int]'" (a run-time List[int] is an int64 tensor here, not doubles).
import torch
from torch import Tensor
from typing import List


def h(fs: List[float]) -> float:
    return sum(fs) / 2


def f(x: Tensor, n: int) -> float:
    ks: List[int] = [1]
    for i in range(n):
        ks.append(i)
    return h(ks)
