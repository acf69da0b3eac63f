# The cells of a known batch as one ONNX LSTM / GRU / RNN of one step (issue 23): each cell
# stepped over a run-time number of steps, 0 among them (the Loop runs 0 times and the
# states come back as given), the states given as inputs, one cell without biases. Wrong if
# the gates are reordered wrong for ONNX (i, o, f, c; z, r, h), GRU's reset is applied
# after the linear map of h other than PyTorch's way, or the states are not carried.
# >>> inputs
# xs:float32[T,3,6]
# h:float32[3,5]
# c:float32[3,5]
# <<<
# >>> sets
# xs = torch.randn(6, 3, 6); h = torch.randn(3, 5); c = torch.randn(3, 5)
# xs = torch.randn(0, 3, 6); h = torch.randn(3, 5); c = torch.randn(3, 5)
# xs = torch.randn(1, 3, 6) * 3; h = torch.zeros(3, 5); c = torch.randn(3, 5) * 2
# <<<
import torch
from torch import nn, Tensor
from typing import Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.l = nn.LSTMCell(6, 5)
        self.g = nn.GRUCell(6, 5)
        self.rt = nn.RNNCell(6, 5)
        self.rr = nn.RNNCell(6, 5, bias=False, nonlinearity="relu")
        self.ln = nn.LSTMCell(6, 5, bias=False)

    def forward(self, xs: Tensor, h: Tensor, c: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor,
                                                               Tensor, Tensor, Tensor]:
        hl, cl = h, c
        hn, cn = h, c
        hg = h
        ht = h
        hr = h
        for t in range(xs.size(0)):
            hl, cl = self.l(xs[t], (hl, cl))
            hn, cn = self.ln(xs[t], (hn, cn))
            hg = self.g(xs[t], hg)
            ht = self.rt(xs[t], ht)
            hr = self.rr(xs[t], hr)
        return hl, cl, hn, cn, hg, ht, hr
