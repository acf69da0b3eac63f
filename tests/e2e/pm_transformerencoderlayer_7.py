# TransformerEncoderLayer(8, 2, 16, dtype=torch.float64), batch symbolic (two sizes)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float64[batch,3,8]
# <<<
# >>> sets
# x0 = torch.randn((5, 3, 8), dtype=torch.float64)
# x0 = torch.randn((6, 3, 8), dtype=torch.float64)
# x0 = torch.randn((5, 3, 8), dtype=torch.float64)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.TransformerEncoderLayer(8, 2, 16, dtype=torch.float64)

    def forward(self, x0: Tensor):
        return self.m(x0)
