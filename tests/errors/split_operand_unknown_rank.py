# >>> stderr
# split_operand_unknown_rank.py:18:12: error: 'c' is int64 on one branch of the 'if' at line 14 and float32 on the other; the other operand's rank is not known, and whether it is 0-d decides the dtype PyTorch computes in
#    18 |     return c * x
#       |            ^
# <<<
# x has no --input spec, so its rank is not known (nor its dtype): whether x is 0-d decides the
# dtype PyTorch computes c * x in (a 0-d float64 x with an int64 c of dims gives float64, with a
# float32 c float32), so it is refused before the dtypes are looked at.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    if n > 1:
        c = torch.ones(3, dtype=torch.int64)
    else:
        c = torch.ones(3)
    return c * x
