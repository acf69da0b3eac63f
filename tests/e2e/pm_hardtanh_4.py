# Hardtanh(-2.0, 2.0)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float64[3]
# <<<
# >>> sets
# x0 = torch.tensor([1, -3, 3], dtype=torch.float64)
# x0 = torch.tensor([1, -3, 3], dtype=torch.float64)
# x0 = torch.tensor([1, -3, 3], dtype=torch.float64)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.Hardtanh(-2.0, 2.0)

    def forward(self, x0: Tensor):
        return self.m(x0)
