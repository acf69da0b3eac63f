# A cell stepped over every step of a sequence is one ONNX LSTM/GRU/RNN over it (passes/
# seqcell.c): nn.LSTMCell, GRUCell, RNNCell (tanh, relu), bias=False, in `for t in range(xs.size(0))`
# with the state given or zeros, a symbolic batch and length at 0, 1 and more (T = 0: the
# states as given; B = 0: empty states); a state of the wrong shape fails as in PyTorch
# only where the loop runs.  Loops that read more than the last state (the sum of the
# steps' states, a step-dependent value) and a cell outside a loop keep the per-step form
# >>> inputs
# xs:float32[T,B,8]
# h0:float32[B,16]
# <<<
# >>> sets
# xs = torch.randn(7, 3, 8); h0 = torch.randn(3, 16)
# xs = torch.randn(1, 2, 8); h0 = torch.randn(2, 16)
# xs = torch.randn(0, 4, 8); h0 = torch.randn(4, 16)
# xs = torch.randn(5, 0, 8); h0 = torch.randn(0, 16)
# xs = torch.randn(0, 0, 8); h0 = torch.randn(0, 16)
# xs = torch.randn(30, 1, 8) * 3; h0 = torch.randn(1, 16)
# <<<
from typing import List, Tuple

import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTMCell(8, 16)
        self.gru = nn.GRUCell(8, 16)
        self.rnn = nn.RNNCell(8, 16)
        self.relu = nn.RNNCell(8, 16, nonlinearity="relu")
        self.nob = nn.LSTMCell(8, 16, bias=False)

    def forward(self, xs: Tensor, h0: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
        h = torch.zeros(xs.size(1), 16)
        c = torch.zeros(xs.size(1), 16)
        for t in range(xs.size(0)):
            h, c = self.lstm(xs[t], (h, c))
        g = h0
        for t in range(xs.size(0)):
            g = self.gru(xs[t], g)
        r = h0 * 0.5
        for t in range(xs.shape[0]):
            r = self.rnn(xs[t], r)
        q = h0
        for t in range(xs.size(0)):
            q = self.relu(xs[t], q)
        a, b = h0, h0 + 1.0
        for t in range(xs.size(0)):
            b, a = self.nob(xs[t], (a, b))
        p, q2 = h0 * 2.0, h0
        for t in range(xs.size(0)):
            p, q2 = self.nob(xs[t], (p, q2))
        a = a + p - q2
        acc = h0 * 0.0
        s = h0
        for t in range(xs.size(0)):
            s = self.gru(xs[t], s)
            acc = acc + s
        u = h0
        for t in range(xs.size(0)):
            u = self.rnn(xs[t] * float(t), u)
        one = self.lstm(xs[0] if xs.size(0) > 0 else torch.zeros(xs.size(1), 8))[0]
        return h, c, g, r, q, a + b, acc + s, u, one
