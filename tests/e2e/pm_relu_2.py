# ReLU()
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:int64[3]
# <<<
# >>> sets
# x0 = torch.tensor([1, -2, 3], dtype=torch.int64)
# x0 = torch.tensor([1, -2, 3], dtype=torch.int64)
# x0 = torch.tensor([1, -2, 3], dtype=torch.int64)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.ReLU()

    def forward(self, x0: Tensor):
        return self.m(x0)
