# The cells at the edges of their one-node form (issue 23): the state omitted (zeros) and
# given, unbatched (1-d) input, an empty batch of a known size 0 and of a symbolic size that
# is 0 in a set (ONNX Runtime aborts on an empty batch: these keep the rows of PyTorch's
# formulas), and float64 (ONNX Runtime's LSTM, GRU and RNN take float32 only).
# >>> inputs
# x:float32[2,4]
# u:float32[4]
# e:float32[0,4]
# y:float32[B,4]
# d:float64[2,4]
# <<<
# >>> sets
# x = torch.randn(2, 4); u = torch.randn(4); e = torch.randn(0, 4); y = torch.randn(3, 4); d = torch.randn(2, 4, dtype=torch.float64)
# x = torch.randn(2, 4) * 4; u = -torch.rand(4); e = torch.randn(0, 4); y = torch.randn(0, 4); d = torch.randn(2, 4, dtype=torch.float64) * 3
# x = torch.zeros(2, 4); u = torch.randn(4) * 5; e = torch.randn(0, 4); y = torch.randn(1, 4); d = torch.zeros(2, 4, dtype=torch.float64)
# <<<
import torch
from torch import nn, Tensor
from typing import List


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.l = nn.LSTMCell(4, 3)
        self.g = nn.GRUCell(4, 3)
        self.r = nn.RNNCell(4, 3, nonlinearity="relu")
        self.l64 = nn.LSTMCell(4, 3).double()
        self.g64 = nn.GRUCell(4, 3).double()

    def forward(self, x: Tensor, u: Tensor, e: Tensor, y: Tensor, d: Tensor) -> List[Tensor]:
        out: List[Tensor] = []
        h, c = self.l(x)
        out += [h, c]
        h2, c2 = self.l(x, (h * 2, c - 1))
        out += [h2, c2, self.g(x), self.g(x, h), self.r(x), self.r(x, h)]
        hu, cu = self.l(u)
        out += [hu, cu, self.g(u), self.g(u, hu), self.r(u, hu)]
        he, ce = self.l(e)
        out += [he, ce, self.g(e), self.r(e)]
        hy, cy = self.l(y)
        out += [hy, cy, self.g(y, hy), self.r(y)]
        hd, cd = self.l64(d)
        out += [hd, cd, self.g64(d, hd)]
        return out
