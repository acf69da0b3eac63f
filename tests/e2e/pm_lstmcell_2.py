# LSTMCell(4, 3, dtype=torch.float64)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float64[3,4]
# <<<
# >>> sets
# x0 = torch.randn((3, 4), dtype=torch.float64)
# x0 = torch.randn((3, 4), dtype=torch.float64)
# x0 = torch.randn((3, 4), dtype=torch.float64)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.LSTMCell(4, 3, dtype=torch.float64)

    def forward(self, x0: Tensor):
        return self.m(x0)
