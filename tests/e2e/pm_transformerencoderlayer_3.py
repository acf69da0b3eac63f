# TransformerEncoderLayer(8, 2, 16, activation=<built-in function gelu>), batch symbolic (two sizes)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float32[batch,3,8]
# <<<
# >>> sets
# x0 = torch.randn((5, 3, 8), dtype=torch.float32)
# x0 = torch.randn((6, 3, 8), dtype=torch.float32)
# x0 = torch.randn((5, 3, 8), dtype=torch.float32)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.TransformerEncoderLayer(8, 2, 16, activation=torch.nn.functional.gelu)

    def forward(self, x0: Tensor):
        return self.m(x0)
