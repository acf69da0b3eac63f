# nn.LSTM with 3 layers: each layer's output is the next one's input, h_n and c_n stack the
# layers' final states; dropout=0.3 is ignored in eval mode.
# >>> inputs
# x:float32[seq,batch,5]
# <<<
# >>> sets
# x = torch.randn(1, 1, 5)
# x = torch.randn(4, 3, 5)
# x = torch.randn(7, 3, 5) * 2
# x = torch.randn(3, 1, 5)
# <<<
import torch
from torch import nn, Tensor
from typing import Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.LSTM(5, 4, num_layers=3, dropout=0.3)

    def forward(self, x: Tensor):
        return self.m(x)
