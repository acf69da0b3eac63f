# >>> inputs
# x:float32[B,4]
# idx:int64[2]
# v:float32[4]
# <<<
# >>> sets
# x = torch.randn(2, 4); idx = torch.tensor([1, 0]); v = torch.randn(4)
# x = torch.randn(5, 4); idx = torch.tensor([4, 2]); v = torch.randn(4)
# x = torch.randn(3, 4); idx = torch.tensor([-1, 1]); v = torch.randn(4)
# <<<
# Wrong if `x[idx] = row` does not broadcast the row over every indexed row.
import torch
from torch import Tensor


def f(x: Tensor, idx: Tensor, v: Tensor) -> Tensor:
    x[idx] = v
    return x
