# LSTM(4, 5, 2, True, True, 0.0, True, 3)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float32[2,5,4]
# <<<
# >>> sets
# x0 = torch.randn((2, 5, 4), dtype=torch.float32)
# x0 = torch.randn((2, 5, 4), dtype=torch.float32)
# x0 = torch.randn((2, 5, 4), dtype=torch.float32)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.LSTM(4, 5, 2, True, True, 0.0, True, 3)

    def forward(self, x0: Tensor):
        return self.m(x0)
