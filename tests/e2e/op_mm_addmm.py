# >>> inputs
# c:float32[n,m]
# bias:float32[m]
# a:float32[n,k]
# b:float32[k,m]
# <<<
# >>> sets
# c = torch.randn(2, 4); bias = torch.randn(4); a = torch.randn(2, 3); b = torch.randn(3, 4)
# c = torch.randn(5, 3); bias = torch.randn(3); a = torch.randn(5, 2); b = torch.randn(2, 3)
# c = torch.randn(3, 1); bias = torch.randn(1); a = torch.randn(3, 6); b = torch.randn(6, 1)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(c: Tensor, bias: Tensor, a: Tensor, b: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    o1 = torch.addmm(c, a, b)
    o2 = torch.addmm(c, a, b, beta=0.5, alpha=2)
    o3 = c.addmm(a, b)
    o4 = torch.addmm(bias, a, b)
    return o1, o2, o3, o4
