# @torch.jit.script on the helper and on the entry; the entry calls the scripted helper.
# >>> inputs
# x:float32[n]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(5); n = 1
# x = torch.randn(2); n = 4
# <<<
import torch
from torch import Tensor


@torch.jit.script
def bump(x: Tensor, by: int) -> Tensor:
    return x + by


@torch.jit.script
def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        x = bump(x, i)
    return x
