# A Python number // a 0-d tensor: TorchScript converts the tensor to the number's kind
# (floordiv(7.5, FloatImplicit(c))) and computes in Python numbers, so the result is a
# float (or an int) of double precision.  Wrong if it is a float32 tensor operation:
# 1e10 // 3.0 is 3333333333.0, not float32's 3333333248.0; also wrong if a number from it
# cannot go in a List[float].
# >>> inputs
# c:float32[]
# k:int64[]
# <<<
# >>> sets
# c = torch.tensor(3.0); k = torch.tensor(-2)
# c = torch.tensor(-2.0); k = torch.tensor(3)
# c = torch.tensor(0.75); k = torch.tensor(7)
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(c: Tensor, k: Tensor) -> Tuple[float, float, int, float, List[float], Tensor]:
    q = 7.5 // c
    xs: List[float] = [q, -7.5 // c]
    return q, 7.5 // k, 7 // k, 1e10 // c, xs, c.double() * (2 // k)
