# MultiheadAttention(6, 3, dtype=torch.float64)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float64[2,2,6]
# x1:float64[2,2,6]
# x2:float64[2,2,6]
# <<<
# >>> sets
# x0 = torch.randn((2, 2, 6), dtype=torch.float64); x1 = torch.randn((2, 2, 6), dtype=torch.float64); x2 = torch.randn((2, 2, 6), dtype=torch.float64)
# x0 = torch.randn((2, 2, 6), dtype=torch.float64); x1 = torch.randn((2, 2, 6), dtype=torch.float64); x2 = torch.randn((2, 2, 6), dtype=torch.float64)
# x0 = torch.randn((2, 2, 6), dtype=torch.float64); x1 = torch.randn((2, 2, 6), dtype=torch.float64); x2 = torch.randn((2, 2, 6), dtype=torch.float64)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.MultiheadAttention(6, 3, dtype=torch.float64)

    def forward(self, x0: Tensor, x1: Tensor, x2: Tensor):
        return self.m(x0, x1, x2)
