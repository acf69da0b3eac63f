# nn.LSTM(5, 4), states omitted (zeros): output, (h_n, c_n) with PyTorch's shapes; the
# sequence length and batch symbolic at two sizes each, length 1 and batch 1 too. Wrong if
# the gates are not reordered from PyTorch's i, f, g, o to ONNX's i, o, f, c.
# >>> inputs
# x:float32[seq,batch,5]
# <<<
# >>> sets
# x = torch.randn(1, 1, 5)
# x = torch.randn(4, 3, 5)
# x = torch.randn(7, 3, 5) * 2
# x = torch.randn(3, 1, 5)
# x = torch.randn(3, 0, 5)
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
        self.m = nn.LSTM(5, 4)

    def forward(self, x: Tensor):
        return self.m(x)
