# nn.RNN(tanh, 2 layers, batch_first) with h0 given (still (layers, batch, hidden)).
# >>> inputs
# x:float32[batch,seq,5]
# h:float32[2,batch,4]
# <<<
# >>> sets
# x = torch.randn(1, 1, 5); h = torch.randn(2, 1, 4)
# x = torch.randn(3, 4, 5); h = torch.randn(2, 3, 4)
# x = torch.randn(3, 7, 5); h = torch.randn(2, 3, 4) * 2
# <<<
import torch
from torch import nn, Tensor
from typing import Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.RNN(5, 4, num_layers=2, batch_first=True)

    def forward(self, x: Tensor, h: Tensor):
        return self.m(x, h)
