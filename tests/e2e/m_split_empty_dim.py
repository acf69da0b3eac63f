# split of a dim known only at run time that is empty gives one empty piece, as in PyTorch.
# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(0, 3)
# x = torch.randn(3, 3)
# x = torch.randn(6, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[int, Tensor]:
    ps = x.split(4)
    return len(ps), torch.cat(ps, 0) * 2
