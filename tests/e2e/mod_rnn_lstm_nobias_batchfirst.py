# nn.LSTM(bias=False, batch_first=True): only weight_ih_l0 and weight_hh_l0 (ONNX B
# absent: zeros); input and output (batch, seq, feature), h_n and c_n still (layers, batch, hidden).
# >>> inputs
# x:float32[batch,seq,5]
# <<<
# >>> sets
# x = torch.randn(1, 1, 5)
# x = torch.randn(3, 4, 5)
# x = torch.randn(3, 6, 5) * 2
# x = torch.randn(1, 3, 5)
# <<<
import torch
from torch import nn, Tensor
from typing import Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.LSTM(5, 4, bias=False, batch_first=True)

    def forward(self, x: Tensor):
        return self.m(x)
