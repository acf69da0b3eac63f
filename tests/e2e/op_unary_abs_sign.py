# >>> inputs
# x:float32[batch,n]
# i:int64[batch,n]
# k:int32[n]
# <<<
# >>> sets
# x = torch.randn(2, 3); i = torch.randint(-5, 5, (2, 3)); k = torch.randint(-5, 5, (3,), dtype=torch.int32)
# x = torch.tensor([[0.0, -1.5, 2.0, -0.0]]); i = torch.tensor([[0, -3, 4, 1]]); k = torch.tensor([-7, 0, 7, 1], dtype=torch.int32)
# x = torch.randn(4, 2); i = torch.randint(-5, 5, (4, 2)); k = torch.randint(-5, 5, (2,), dtype=torch.int32)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor, k: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return torch.abs(x), x.abs(), i.abs(), torch.abs(k), torch.sign(x), i.sign(), k.sign()
