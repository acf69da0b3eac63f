# >>> inputs
# i:int64[n,4]
# <<<
# >>> sets
# i = torch.randint(-9, 9, (5, 4))
# i = torch.randint(-9, 9, (8, 4))
# i = torch.randint(-9, 9, (3, 4))
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(i: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return i[1::3], i[::2, ::-1 + 2], i[:, 0] * i[:, -1]
