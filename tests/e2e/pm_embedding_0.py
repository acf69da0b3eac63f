# Embedding(10, 3), batch symbolic (two sizes)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:int64[batch,4]
# <<<
# >>> sets
# x0 = torch.randint(0, 10, (2, 4))
# x0 = torch.randint(0, 10, (3, 4))
# x0 = torch.randint(0, 10, (2, 4))
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.Embedding(10, 3)

    def forward(self, x0: Tensor):
        return self.m(x0)
