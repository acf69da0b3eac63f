# Upsample(scale_factor=1.7), batch symbolic (two sizes)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float32[batch,3,5,4]
# <<<
# >>> sets
# x0 = torch.randn((2, 3, 5, 4), dtype=torch.float32)
# x0 = torch.randn((3, 3, 5, 4), dtype=torch.float32)
# x0 = torch.randn((2, 3, 5, 4), dtype=torch.float32)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.Upsample(scale_factor=1.7)

    def forward(self, x0: Tensor):
        return self.m(x0)
