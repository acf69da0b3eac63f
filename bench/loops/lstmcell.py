# An LSTMCell stepped over the time dim (200 steps in bench/loops/latency.sh), the weights as
# inputs; its loop body is what licm works on.
import torch
from torch import Tensor


def f(x: Tensor, h: Tensor, c: Tensor, w_ih: Tensor, w_hh: Tensor, b_ih: Tensor,
      b_hh: Tensor) -> Tensor:
    for t in range(x.size(0)):
        h, c = torch.lstm_cell(x[t], (h, c), w_ih, w_hh, b_ih, b_hh)
    return h
