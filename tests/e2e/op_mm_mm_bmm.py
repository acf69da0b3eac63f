# >>> inputs
# a:float32[n,k]
# b:float32[k,m]
# x:float32[batch,n,k]
# y:float32[batch,k,m]
# <<<
# >>> sets
# a = torch.randn(2, 3); b = torch.randn(3, 4); x = torch.randn(2, 2, 3); y = torch.randn(2, 3, 4)
# a = torch.randn(4, 2); b = torch.randn(2, 5); x = torch.randn(3, 4, 2); y = torch.randn(3, 2, 5)
# a = torch.randn(1, 5); b = torch.randn(5, 2); x = torch.randn(1, 1, 5); y = torch.randn(1, 5, 2)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor, x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return torch.mm(a, b), a.mm(b), torch.bmm(x, y), x.bmm(y)
