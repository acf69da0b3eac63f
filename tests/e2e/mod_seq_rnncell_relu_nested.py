# nn.RNNCell (relu, no bias) in a loop nested in a loop, the inner trip count data-dependent
# (the argmax of the state), the state carried through both; batch 1 and 2.
# >>> inputs
# x:float32[batch,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(1, 3); n = 0
# x = torch.randn(2, 3); n = 3
# x = torch.randn(1, 3); n = 2
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.cell = nn.RNNCell(3, 3, bias=False, nonlinearity='relu')

    def forward(self, x: Tensor, n: int) -> Tensor:
        h = torch.zeros(x.size(0), 3)
        for i in range(n):
            m = int(x[0].argmax())
            for j in range(m + 1):
                h = torch.clamp(self.cell(x, h), max=4.0)
        return h
