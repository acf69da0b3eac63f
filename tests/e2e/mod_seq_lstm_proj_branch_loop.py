# nn.LSTM with proj_size (computed by the prelude's own loop) in a for loop of run-time length,
# under a branch on n, the states carried; lengths 1 and 3, batch 1 and 2.
# >>> inputs
# x:float32[T,batch,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(1, 1, 3); n = 0
# x = torch.randn(3, 2, 3); n = 2
# x = torch.randn(3, 1, 3); n = 1
# x = torch.randn(1, 2, 3); n = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(3, 4, proj_size=2)

    def forward(self, x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
        h = torch.zeros(1, x.size(1), 2)
        c = torch.zeros(1, x.size(1), 4)
        y = torch.zeros(x.size(0), x.size(1), 2)
        for i in range(n):
            if i % 2 == 0:
                y, (h, c) = self.lstm(x, (h, c))
            else:
                h = h * 0.5
        return y, h, c
