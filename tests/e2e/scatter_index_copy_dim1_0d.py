# >>> inputs
# x:float64[3,n]
# i:int64[]
# s:float64[3,1]
# <<<
# >>> sets
# x = torch.randn(3, 4, dtype=torch.float64); i = torch.tensor(3); s = torch.randn(3, 1, dtype=torch.float64)
# x = torch.randn(3, 2, dtype=torch.float64); i = torch.tensor(0); s = torch.randn(3, 1, dtype=torch.float64)
# x = torch.randn(3, 5, dtype=torch.float64); i = torch.tensor(2); s = torch.randn(3, 1, dtype=torch.float64)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, s: Tensor) -> Tensor:
    return x.index_copy(1, i, s)
