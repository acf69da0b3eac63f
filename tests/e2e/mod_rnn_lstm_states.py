# nn.LSTM(2 layers) with (h0, c0) given as inputs.
# >>> inputs
# x:float32[seq,batch,5]
# h:float32[2,batch,4]
# c:float32[2,batch,4]
# <<<
# >>> sets
# x = torch.randn(1, 1, 5); h = torch.randn(2, 1, 4); c = torch.randn(2, 1, 4)
# x = torch.randn(4, 3, 5); h = torch.randn(2, 3, 4); c = torch.randn(2, 3, 4)
# x = torch.randn(7, 3, 5); h = torch.randn(2, 3, 4); c = torch.randn(2, 3, 4) * 2
# <<<
import torch
from torch import nn, Tensor
from typing import Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.LSTM(5, 4, num_layers=2)

    def forward(self, x: Tensor, h: Tensor, c: Tensor):
        return self.m(x, (h, c))
