# >>> inputs
# x:float32[n,2]
# s:float32[2]
# i:int64[]
# <<<
# >>> sets
# x = torch.randn(4, 2); s = torch.randn(2); i = 3
# x = torch.randn(3, 2); s = torch.randn(2); i = -3
# x = torch.randn(5, 2); s = torch.randn(2); i = 0
# <<<
# >>> raises
# x = torch.randn(4, 2); s = torch.randn(2); i = 4
# x = torch.randn(3, 2); s = torch.randn(2); i = -4
# <<<
import torch
from torch import Tensor


def f(x: Tensor, s: Tensor, i: int) -> Tensor:
    return torch.select_scatter(x, s, 0, i)
