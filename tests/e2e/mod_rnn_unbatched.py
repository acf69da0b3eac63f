# 2-d (unbatched) input to LSTM, GRU and RNN, states given (2-d) and omitted: the batch dim
# added and taken away again, h_n (layers * dirs, hidden).
# >>> inputs
# x:float32[seq,5]
# h:float32[2,4]
# c:float32[2,4]
# <<<
# >>> sets
# x = torch.randn(1, 5); h = torch.randn(2, 4); c = torch.randn(2, 4)
# x = torch.randn(4, 5); h = torch.randn(2, 4); c = torch.randn(2, 4)
# x = torch.randn(6, 5) * 2; h = torch.randn(2, 4); c = torch.randn(2, 4)
# <<<
import torch
from torch import nn, Tensor
from typing import Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.LSTM(5, 4, num_layers=2)
        self.g = nn.GRU(5, 4, bidirectional=True)
        self.r = nn.RNN(5, 4, batch_first=True)

    def forward(self, x: Tensor, h: Tensor, c: Tensor):
        y, (hn, cn) = self.m(x)
        y2, (hn2, cn2) = self.m(x, (h, c))
        z, hz = self.g(x)
        z2, hz2 = self.g(x, h)
        w, hw = self.r(x, h[:1])
        return y, hn, cn, y2, hn2, cn2, z, hz, z2, hz2, w, hw
