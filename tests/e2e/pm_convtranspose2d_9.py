# ConvTranspose2d(4, 6, 3, stride=2)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float32[0,4,5,5]
# <<<
# >>> sets
# x0 = torch.randn((0, 4, 5, 5), dtype=torch.float32)
# x0 = torch.randn((0, 4, 5, 5), dtype=torch.float32)
# x0 = torch.randn((0, 4, 5, 5), dtype=torch.float32)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.ConvTranspose2d(4, 6, 3, stride=2)

    def forward(self, x0: Tensor):
        return self.m(x0)
