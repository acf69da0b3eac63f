# A data-dependent branch between an nn.LSTM and an nn.GRU (the input's mean), each
# returning its own state kind, merged into one output; lengths 1 and 5, batch 1 and 2.
# >>> inputs
# x:float32[T,batch,3]
# <<<
# >>> sets
# x = torch.randn(1, 1, 3) + 1.0
# x = torch.randn(5, 2, 3) - 1.0
# x = torch.randn(5, 1, 3) + 1.0
# x = torch.randn(1, 2, 3) - 1.0
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(3, 5)
        self.gru = nn.GRU(3, 5)

    def forward(self, x: Tensor) -> Tuple[Tensor, Tensor]:
        if bool(x.mean() > 0):
            y, (h, c) = self.lstm(x)
            h = h + c
        else:
            y, h = self.gru(x)
        return y, h
