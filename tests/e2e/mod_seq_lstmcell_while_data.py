# nn.LSTMCell stepped while the cell state stays small and fewer than n steps ran (a
# data-dependent exit), hx given as a tuple; batch 1 and 4.
# >>> inputs
# x:float32[batch,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(1, 3); n = 0
# x = torch.randn(4, 3); n = 6
# x = torch.randn(1, 3) * 4; n = 3
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.cell = nn.LSTMCell(3, 3)

    def forward(self, x: Tensor, n: int) -> Tuple[Tensor, Tensor, int]:
        h = torch.zeros(x.size(0), 3)
        c = torch.zeros(x.size(0), 3)
        k = 0
        while k < n and bool(c.abs().max() < 1.5):
            h, c = self.cell(x + h, (h, c))
            k += 1
        return h, c, k
