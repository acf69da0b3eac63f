# >>> inputs
# x:float32[n,5]
# i:int64[n,5]
# <<<
# >>> sets
# x = torch.randn(3, 5); i = torch.randint(-300, 300, (3, 5))
# x = torch.randn(1, 5); i = torch.tensor([[0, 1, 2, 255, 256]])
# x = torch.zeros(0, 5); i = torch.zeros(0, 5, dtype=torch.int64)
# <<<
# torch.where and indexing take any nonzero element of a uint8 condition or mask as true
# (PyTorch 1.13 warns that uint8 is deprecated there): values 2..255, and 256 and -256,
# which are 0 as uint8
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, i: Tensor) -> List[Tensor]:
    u = i.to(torch.uint8)
    return [torch.where(u, x, -x), torch.where(u, 1.0, x), x[u], x[u[:, 1]], torch.where(u, i, 0)]
