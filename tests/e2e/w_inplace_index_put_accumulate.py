# >>> inputs
# x:float32[B,3]
# v:float32[5,3]
# <<<
# >>> sets
# x = torch.randn(2, 3); v = torch.randn(5, 3)
# x = torch.randn(5, 3); v = torch.randn(5, 3)
# x = torch.randn(4, 3); v = torch.randn(5, 3)
# <<<
# Wrong if index_put_ with accumulate=True and repeated indices keeps one addend instead of summing.
import torch
from torch import Tensor


def f(x: Tensor, v: Tensor) -> Tensor:
    idx = torch.tensor([0, 1, 0, 0, 1])
    x.index_put_((idx,), v, accumulate=True)
    return x
