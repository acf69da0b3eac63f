# nn.GRU called in a while loop whose exit depends on the values it computes (the state's
# norm) and on n: the state carried, batch 1 and 3, sequence lengths 1 and 4.
# >>> inputs
# x:float32[batch,T,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(1, 1, 4); n = 0
# x = torch.randn(3, 4, 4); n = 5
# x = torch.randn(1, 4, 4) * 3; n = 2
# x = torch.randn(3, 1, 4); n = 1
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(4, 4, batch_first=True)

    def forward(self, x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
        h = torch.zeros(1, x.size(0), 4)
        y = x
        i = 0
        while i < n and bool(h.abs().sum() < 1000.0):
            y, h = self.gru(y, h)
            i += 1
        return y, h
