# >>> inputs
# x:float32[n,3]
# m:bool[n]
# c:bool[]
# <<<
# >>> sets
# x = torch.randn(4, 3); m = torch.tensor([True, False, True, False]); c = True
# x = torch.randn(2, 3); m = torch.tensor([False, True]); c = False
# x = torch.randn(3, 3); m = torch.tensor([False, False, False]); c = True
# <<<
import torch
from torch import Tensor


def f(x: Tensor, m: Tensor, c: bool) -> Tensor:
    if c:
        y = torch.index_put(x, [m], x[0] * 0.0)
    else:
        y = x.index_fill(1, torch.arange(0, 3, 2), 9.0)
    return y.select_scatter(y[-1] + 1.0, 0, 0)
