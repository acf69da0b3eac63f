# >>> inputs
# x:float32[B,8]
# n:int64[]
# <<<
# >>> stderr
# nl_reduce_dims_both_signs.py:24:12: error: aten::sum: reducing over dims -1 and 1 needs the tensor's rank, to tell whether they are one dim (give --input with dims, or dims of one sign)
#    24 |     return y.sum([-1, 1]).flatten()
#       |            ^~~~~~~~~~~~~~
# <<<
# The rank of y is known only at run time: dims -1 and 1 are one dim when it is 2-d (PyTorch
# raises "dim 1 appears multiple times in the list of dims") and two otherwise, so the
# reduction needs the rank; dims of one sign would not (tests/e2e/nl_reduce_unknown_rank.py).
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> Tensor:
    shape = [x.size(0)]
    for i in range(n):
        shape.append(2)
    shape.append(-1)
    y = x.reshape(shape)
    return y.sum([-1, 1]).flatten()
