# >>> inputs
# x:float32[n,3]
# i:int64[k,3]
# s:float32[k,3]
# <<<
# >>> sets
# x = torch.randn(4, 3); i = torch.tensor([[0, 0, 2], [0, 3, 2]]); s = torch.randn(2, 3)
# x = torch.randn(2, 3); i = torch.tensor([[1, 1, 0]]); s = torch.randn(1, 3)
# x = torch.randn(3, 3); i = torch.zeros(0, 3, dtype=torch.long); s = torch.randn(0, 3)
# <<<
# >>> min-opset
# 16
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor, s: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return (x.scatter(0, i, s, reduce='add'), torch.scatter(x, 0, i, s, reduce='multiply'),
            x.scatter(0, i, 2.0, reduce='multiply'))
