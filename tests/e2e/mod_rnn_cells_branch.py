# Cells in the branches of a data-dependent if (an ONNX If): an LSTMCell on one side, a
# GRUCell on the other, then a decoder loop feeding the state back as input.
# >>> inputs
# x:float32[batch,5]
# steps:int64[]
# <<<
# >>> sets
# x = torch.randn(1, 5) + 1; steps = 0
# x = torch.randn(3, 5) - 1; steps = 2
# x = torch.randn(3, 5) + 2; steps = 4
# x = -torch.rand(2, 5) * 3; steps = 1
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.l = nn.LSTMCell(5, 5)
        self.g = nn.GRUCell(5, 5)

    def forward(self, x: Tensor, steps: int):
        if bool(x.sum() > 0):
            h, c = self.l(x)
        else:
            h = self.g(x)
            c = h * 2
        y = h
        for i in range(steps):
            h, c = self.l(y, (h, c))
            y = self.g(h, y)
        return h, c, y
