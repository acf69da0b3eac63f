# A bidirectional 2-layer relu RNN without biases.
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
        self.m = nn.RNN(5, 4, num_layers=2, nonlinearity="relu", bias=False, bidirectional=True)

    def forward(self, x: Tensor):
        return self.m(x)
