# >>> inputs
# x:float32[n,3]
# m:bool[n,3]
# s:float32[k]
# <<<
# >>> sets
# x = torch.randn(4, 3); m = torch.rand(4, 3) > 0.5; s = torch.randn(12)
# x = torch.randn(2, 3); m = torch.zeros(2, 3, dtype=torch.bool); s = torch.randn(1)
# x = torch.randn(3, 3); m = torch.ones(3, 3, dtype=torch.bool); s = torch.randn(10)
# <<<
# >>> raises
# x = torch.randn(3, 3); m = torch.ones(3, 3, dtype=torch.bool); s = torch.randn(8)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, m: Tensor, s: Tensor) -> Tensor:
    return x.masked_scatter(m, s)
