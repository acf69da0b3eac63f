# Conv3d(4, 6, 4, padding='same', padding_mode='reflect'), batch symbolic (two sizes)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float32[batch,4,7,6,5]
# <<<
# >>> sets
# x0 = torch.randn((1, 4, 7, 6, 5), dtype=torch.float32)
# x0 = torch.randn((2, 4, 7, 6, 5), dtype=torch.float32)
# x0 = torch.randn((1, 4, 7, 6, 5), dtype=torch.float32)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.Conv3d(4, 6, 4, padding='same', padding_mode='reflect')

    def forward(self, x0: Tensor):
        return self.m(x0)
