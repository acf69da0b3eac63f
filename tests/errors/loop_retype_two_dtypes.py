# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# loop_retype_two_dtypes.py:18:5: error: 'acc' is float32 on one branch of the 'if' at line 19 and float64 on the other; this loop carries one type
#    18 |     for i in range(n):
#       |     ^~~~~~~~~~~~~~~~~~
# <<<
# an if in the body leaves acc float32 on one branch and float64 on the other, neither the int64
# it is carried in: three dtypes, refused.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    acc = torch.zeros(x.size(0), dtype=torch.int64)
    for i in range(n):
        if i > 1:
            acc = acc + x
        else:
            acc = acc + x.double()
    return acc.float()
