# Bilinear(2, 2, 3, dtype=torch.float64), batch symbolic (two sizes)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float64[batch,2]
# x1:float64[batch,2]
# <<<
# >>> sets
# x0 = torch.randn((2, 2), dtype=torch.float64); x1 = torch.randn((2, 2), dtype=torch.float64)
# x0 = torch.randn((3, 2), dtype=torch.float64); x1 = torch.randn((3, 2), dtype=torch.float64)
# x0 = torch.randn((2, 2), dtype=torch.float64); x1 = torch.randn((2, 2), dtype=torch.float64)
# <<<
# >>> min-opset
# 12
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.Bilinear(2, 2, 3, dtype=torch.float64)

    def forward(self, x0: Tensor, x1: Tensor):
        return self.m(x0, x1)
