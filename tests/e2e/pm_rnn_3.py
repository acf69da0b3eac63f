# RNN(input_size=4, hidden_size=3, batch_first=True)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float32[2,5,4]
# <<<
# >>> sets
# x0 = torch.randn((2, 5, 4), dtype=torch.float32)
# x0 = torch.randn((2, 5, 4), dtype=torch.float32)
# x0 = torch.randn((2, 5, 4), dtype=torch.float32)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.RNN(input_size=4, hidden_size=3, batch_first=True)

    def forward(self, x0: Tensor):
        return self.m(x0)
