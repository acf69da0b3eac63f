# A bidirectional 2-layer LSTM: the reverse direction's weights (weight_ih_l0_reverse, ...),
# output the two directions concatenated, the reverse one's output at each step's own time
# index; h_n ordered layer by layer, forward then reverse.
# >>> inputs
# x:float32[seq,batch,5]
# <<<
# >>> sets
# x = torch.randn(1, 1, 5)
# x = torch.randn(4, 3, 5)
# x = torch.randn(7, 3, 5) * 2
# x = torch.randn(3, 1, 5)
# <<<
# >>> raises
# x = torch.randn(0, 2, 5)
# <<<
import torch
from torch import nn, Tensor
from typing import Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.LSTM(5, 4, num_layers=2, bidirectional=True)

    def forward(self, x: Tensor):
        return self.m(x)
