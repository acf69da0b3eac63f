# >>> inputs
# i:int64[batch,n]
# k:int32[batch,n]
# m:bool[batch,n]
# x:float32[batch,n]
# <<<
# >>> sets
# i = torch.randint(-9, 9, (2, 3)); k = torch.randint(-9, 9, (2, 3), dtype=torch.int32); m = torch.rand(2, 3) > 0.5; x = torch.randn(2, 3)
# i = torch.randint(-9, 9, (4, 5)); k = torch.randint(-9, 9, (4, 5), dtype=torch.int32); m = torch.rand(4, 5) > 0.5; x = torch.randn(4, 5)
# i = torch.randint(-9, 9, (3, 1)); k = torch.randint(-9, 9, (3, 1), dtype=torch.int32); m = torch.rand(3, 1) > 0.5; x = torch.randn(3, 1)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(i: Tensor, k: Tensor, m: Tensor, x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = i.sum(1)
    b = torch.sum(k)
    c = k.sum(dim=0, keepdim=True)
    d = m.sum(-1)
    e = torch.sum(x, dim=1, dtype=torch.float64)
    g = i.sum(dtype=torch.float32)
    return a, b, c, d, e, g
