# >>> inputs
# x:float32[batch,n]
# i:int64[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3) * 5; i = torch.randint(-3, 3, (2, 3))
# x = torch.randn(4, 5) * 5; i = torch.randint(-3, 3, (4, 5))
# x = torch.tensor([[0.0, -0.7, 2.9, -3.2]]); i = torch.tensor([[0, 1, -1, 2]])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    return i.float(), x.long(), x.int(), x.half(), x.double()
