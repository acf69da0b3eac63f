# LPPool1d(1.5, 2, stride=1), batch symbolic (two sizes)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float32[batch,3,9]
# <<<
# >>> sets
# x0 = torch.rand((2, 3, 9)) * 1.9 + 0.1
# x0 = torch.rand((3, 3, 9)) * 1.9 + 0.1
# x0 = torch.rand((2, 3, 9)) * 1.9 + 0.1
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.LPPool1d(1.5, 2, stride=1)

    def forward(self, x0: Tensor):
        return self.m(x0)
