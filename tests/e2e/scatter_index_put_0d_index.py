# >>> inputs
# x:float32[n,3]
# i:int64[]
# v:float32[3]
# <<<
# >>> sets
# x = torch.randn(4, 3); i = torch.tensor(2); v = torch.randn(3)
# x = torch.randn(2, 3); i = torch.tensor(-2); v = torch.randn(3)
# x = torch.randn(5, 3); i = torch.tensor(0); v = torch.randn(3)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, v: Tensor) -> Tensor:
    return torch.index_put(x, [i], v)
