# nn.GRUCell called with hx omitted on one path of a data-dependent branch and given on the
# other, then stepped in a loop of run-time length; batch 1 and 3.
# >>> inputs
# x:float32[batch,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(1, 4) + 0.5; n = 0
# x = torch.randn(3, 4) - 0.5; n = 2
# x = torch.randn(3, 4) + 0.5; n = 1
# x = torch.randn(1, 4) - 0.5; n = 3
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.cell = nn.GRUCell(4, 4)

    def forward(self, x: Tensor, n: int) -> Tensor:
        if bool(x.sum() > 0):
            h = self.cell(x)
        else:
            h = self.cell(x, torch.tanh(x))
        for _ in range(n):
            h = self.cell(x * 0.5, h)
        return h
