# >>> inputs
# x:float32[n]
# s:float32[k]
# a:int64[]
# b:int64[]
# c:int64[]
# <<<
# >>> sets
# x = torch.randn(6); s = torch.randn(2); a = 1; b = 5; c = 2
# x = torch.randn(5); s = torch.randn(3); a = -3; b = 100; c = 1
# x = torch.randn(4); s = torch.randn(0); a = 3; b = -2; c = 3
# x = torch.randn(8); s = torch.randn(3); a = 0; b = -1; c = 3
# <<<
# >>> raises
# x = torch.randn(6); s = torch.randn(2); a = 1; b = 5; c = 0
# x = torch.randn(6); s = torch.randn(2); a = 1; b = 5; c = -1
# x = torch.randn(6); s = torch.randn(3); a = 1; b = 5; c = 2
# <<<
import torch
from torch import Tensor


def f(x: Tensor, s: Tensor, a: int, b: int, c: int) -> Tensor:
    return torch.slice_scatter(x, s, 0, a, b, c)
