# >>> inputs
# x:float64[n]
# s:float64[]
# <<<
# >>> sets
# x = torch.randn(4, dtype=torch.float64); s = torch.tensor(2.5, dtype=torch.float64)
# x = torch.randn(2, dtype=torch.float64); s = torch.tensor(-1.0, dtype=torch.float64)
# x = torch.randn(7, dtype=torch.float64); s = torch.tensor(0.0, dtype=torch.float64)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, s: Tensor) -> Tensor:
    return torch.select_scatter(x, s, 0, -1)
