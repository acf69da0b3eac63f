# Initial states that are zeros: sized by the input's own batch (the default of an omitted
# hx, or written so by hand, batch_first too) the layers take no state (ONNX's default is
# those zeros); zeros of a constant batch stay a state, so that ONNX Runtime refuses them
# where the input's batch differs, as PyTorch does; an LSTM with zeros h and a given c.
# >>> inputs
# x:float32[seq,batch,5]
# xb:float32[batch,seq,5]
# c:float32[1,batch,4]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 1, 5); xb = torch.randn(1, 3, 5); c = torch.randn(1, 1, 4); k = 1
# x = torch.randn(1, 1, 5); xb = torch.randn(1, 1, 5); c = torch.randn(1, 1, 4); k = 1
# x = torch.randn(5, 3, 5) * 3; xb = torch.randn(3, 5, 5); c = torch.randn(1, 3, 4); k = 0
# x = torch.randn(2, 0, 5); xb = torch.randn(0, 2, 5); c = torch.randn(1, 0, 4); k = 0
# <<<
# >>> raises
# x = torch.randn(3, 2, 5); xb = torch.randn(2, 3, 5); c = torch.randn(1, 2, 4); k = 1
# x = torch.randn(2, 4, 5); xb = torch.randn(4, 2, 5); c = torch.randn(1, 4, 4); k = 1
# x = torch.randn(0, 4, 5); xb = torch.randn(4, 0, 5); c = torch.randn(1, 4, 4); k = 0
# <<<
import torch
from torch import nn, Tensor
from typing import Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(5, 4)
        self.lstm = nn.LSTM(5, 4)
        self.rnn = nn.RNN(5, 4, batch_first=True, num_layers=2)

    def forward(self, x: Tensor, xb: Tensor, c: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
        y1, h1 = self.gru(x, torch.zeros(1, x.size(1), 4))
        y2, (h2, c2) = self.lstm(x, (torch.zeros(1, x.size(1), 4), c))
        y3, h3 = self.rnn(xb, torch.zeros(2, xb.size(0), 4))
        if k > 0:
            y4, h4 = self.gru(x, torch.zeros(1, 1, 4))
        else:
            y4, h4 = self.gru(x)
        return y1 + y2 + y4, h1 + h2 + c2 + h4, y3, h3, self.rnn(xb)[1]
