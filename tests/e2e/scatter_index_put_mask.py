# >>> inputs
# x:float32[n,3]
# v:float32[]
# <<<
# >>> sets
# x = torch.randn(4, 3); v = torch.tensor(7.0)
# x = torch.randn(2, 3); v = torch.tensor(-1.0)
# x = torch.randn(0, 3); v = torch.tensor(3.0)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, v: Tensor) -> Tensor:
    return torch.index_put(x, [x > 0], v)
