# ConvTranspose1d(4, 6, 3, stride=2) fwd output_size=[15]
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float32[4,7]
# <<<
# >>> sets
# x0 = torch.randn((4, 7), dtype=torch.float32)
# x0 = torch.randn((4, 7), dtype=torch.float32)
# x0 = torch.randn((4, 7), dtype=torch.float32)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.ConvTranspose1d(4, 6, 3, stride=2)

    def forward(self, x0: Tensor):
        return self.m(x0, output_size=[15])
