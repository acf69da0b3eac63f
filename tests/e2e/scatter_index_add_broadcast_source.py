# >>> inputs
# x:float32[n,3]
# i:int64[k]
# s:float32[k,1]
# <<<
# >>> sets
# x = torch.randn(4, 3); i = torch.tensor([0, 3]); s = torch.randn(2, 1)
# x = torch.randn(2, 3); i = torch.tensor([1]); s = torch.randn(1, 1)
# x = torch.randn(5, 3); i = torch.tensor([4, 4, 0]); s = torch.randn(3, 1)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, s: Tensor) -> Tensor:
    return x.index_add(0, i, s, alpha=-0.5)
