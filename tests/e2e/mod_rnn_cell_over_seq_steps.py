# A cell stepped over every step of a sequence whose loop also keeps each step's h in a list
# (`outs.append(h)`, then stacked) is one ONNX LSTM/GRU over it, the list the layer's
# output step by step (passes/seqcell.c, rnn_steps): T = 0 (an empty list), B = 0, a
# `for x in xs` loop; a list of c (not the layer's output) keeps the Loop
# >>> inputs
# xs:float32[T,B,8]
# <<<
# >>> sets
# xs = torch.randn(9, 3, 8)
# xs = torch.randn(1, 1, 8)
# xs = torch.randn(0, 2, 8)
# xs = torch.randn(4, 0, 8)
# <<<
# >>> min-opset
# 13
# <<<
from typing import List, Tuple

import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTMCell(8, 16)
        self.gru = nn.GRUCell(8, 16)

    def forward(self, xs: Tensor) -> Tuple[List[Tensor], Tensor, Tensor, Tensor, List[Tensor]]:
        h = torch.zeros(xs.size(1), 16)
        c = torch.zeros(xs.size(1), 16)
        outs: List[Tensor] = []
        for t in range(xs.size(0)):
            h, c = self.lstm(xs[t], (h, c))
            outs.append(h)
        g = torch.ones(xs.size(1), 16)
        gs: List[Tensor] = []
        for x in xs:
            g = self.gru(x, g)
            gs.append(g)
        stacked = torch.stack(gs) if len(gs) > 0 else torch.zeros(0, xs.size(1), 16)
        a = torch.zeros(xs.size(1), 16)
        b = torch.zeros(xs.size(1), 16)
        cs: List[Tensor] = []
        for t in range(xs.size(0)):
            a, b = self.lstm(xs[t], (a, b))
            cs.append(b)
        return outs, h + c, stacked, g, cs
