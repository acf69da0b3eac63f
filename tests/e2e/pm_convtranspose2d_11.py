# ConvTranspose2d(4, 6, (3, 2), stride=(2, 3)) fwd output_size=(11, 18), batch symbolic (two sizes)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float32[batch,4,5,6]
# <<<
# >>> sets
# x0 = torch.randn((2, 4, 5, 6), dtype=torch.float32)
# x0 = torch.randn((3, 4, 5, 6), dtype=torch.float32)
# x0 = torch.randn((2, 4, 5, 6), dtype=torch.float32)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.ConvTranspose2d(4, 6, (3, 2), stride=(2, 3))

    def forward(self, x0: Tensor):
        return self.m(x0, output_size=(11, 18))
