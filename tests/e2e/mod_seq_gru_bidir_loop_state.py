# A bidirectional 2-layer nn.GRU called in a loop, its final state (4 directions x layers)
# carried into the next call; lengths 1 and 4, batch 1 and 3.
# >>> inputs
# x:float32[T,batch,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(1, 1, 3); n = 1
# x = torch.randn(4, 3, 3); n = 2
# x = torch.randn(2, 1, 3); n = 0
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(3, 3, num_layers=2, bidirectional=True)

    def forward(self, x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
        h = torch.zeros(4, x.size(1), 3)
        y = torch.zeros(x.size(0), x.size(1), 6)
        for _ in range(n):
            y, h = self.gru(x, h)
        return y, h
