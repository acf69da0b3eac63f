# >>> inputs
# i:int64[n]
# x:float32[n]
# k:int32[n]
# <<<
# >>> sets
# i = torch.randint(-3, 4, (6,)); x = torch.randint(-6, 8, (6,)).float() * 0.5; k = torch.randint(-3, 4, (6,), dtype=torch.int32)
# i = torch.randint(-3, 4, (8,)); x = torch.randint(-6, 8, (8,)).float() * 0.5; k = torch.randint(-3, 4, (8,), dtype=torch.int32)
# i = torch.tensor([0, 1, 2]); x = torch.tensor([0.0, 0.5, 2.0]); k = torch.tensor([0, 2, 2], dtype=torch.int32)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(i: Tensor, x: Tensor, k: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    return i < x, i == x, i > 0.5, k <= i, k.eq(i)
