# >>> inputs
# x:float32[n,3]
# m:bool[k]
# v:float32[3]
# <<<
# >>> sets
# x = torch.randn(4, 3); m = torch.tensor([True, False, True, False]); v = torch.randn(3)
# x = torch.randn(2, 3); m = torch.tensor([False, False]); v = torch.randn(3)
# x = torch.randn(3, 3); m = torch.tensor([True, True, True]); v = torch.randn(3)
# <<<
# >>> raises
# x = torch.randn(4, 3); m = torch.tensor([True, False]); v = torch.randn(3)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, m: Tensor, v: Tensor) -> Tensor:
    return torch.index_put(x, [m], v)
