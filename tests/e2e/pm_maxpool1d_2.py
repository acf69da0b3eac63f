# MaxPool1d(3, stride=2, ceil_mode=True), batch symbolic (two sizes)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float32[batch,3,9]
# <<<
# >>> sets
# x0 = torch.randn((2, 3, 9), dtype=torch.float32)
# x0 = torch.randn((3, 3, 9), dtype=torch.float32)
# x0 = torch.randn((2, 3, 9), dtype=torch.float32)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.MaxPool1d(3, stride=2, ceil_mode=True)

    def forward(self, x0: Tensor):
        return self.m(x0)
