# A bidirectional GRU with h0 given.
# >>> inputs
# x:float32[seq,batch,5]
# h:float32[2,batch,4]
# <<<
# >>> sets
# x = torch.randn(1, 1, 5); h = torch.randn(2, 1, 4)
# x = torch.randn(4, 3, 5); h = torch.randn(2, 3, 4)
# x = torch.randn(7, 3, 5); h = torch.randn(2, 3, 4) * 2
# <<<
import torch
from torch import nn, Tensor
from typing import Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.GRU(5, 4, bidirectional=True)

    def forward(self, x: Tensor, h: Tensor):
        return self.m(x, h)
