# >>> inputs
# a:float32[batch,n]
# b:float32[batch,m]
# c:float32[k,n]
# <<<
# >>> sets
# a = torch.randn(2, 3); b = torch.randn(2, 4); c = torch.randn(1, 3)
# a = torch.randn(4, 2); b = torch.randn(4, 1); c = torch.randn(3, 2)
# a = torch.randn(3, 5); b = torch.randn(3, 2); c = torch.randn(2, 5)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor, c: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    o1 = torch.cat([a, b], dim=1)
    o2 = torch.cat((a, c), 0)
    o3 = torch.cat([a, c, a])
    o4 = torch.cat([b, a, b], -1)
    return o1, o2, o3, o4
