# >>> inputs
# x:int64[B,3]
# <<<
# >>> sets
# x = torch.randint(-10000000, 10000000, (2, 3)) * 100000000
# x = torch.randint(-10000000, 10000000, (5, 3)) * 100000000
# x = torch.randint(-10000000, 10000000, (4, 3)) * 100000000
# <<<
# Wrong if add_/mul_/neg_/abs_ on int64 go through float and lose exactness for large values.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x.add_(1)
    x.neg_()
    x.mul_(3)
    x[0].abs_()
    return x
