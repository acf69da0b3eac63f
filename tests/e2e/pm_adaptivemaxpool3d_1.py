# AdaptiveMaxPool3d(4, return_indices=True)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float32[2,3,9,8,7]
# <<<
# >>> sets
# x0 = torch.randn((2, 3, 9, 8, 7), dtype=torch.float32)
# x0 = torch.randn((2, 3, 9, 8, 7), dtype=torch.float32)
# x0 = torch.randn((2, 3, 9, 8, 7), dtype=torch.float32)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.AdaptiveMaxPool3d(4, return_indices=True)

    def forward(self, x0: Tensor):
        return self.m(x0)
