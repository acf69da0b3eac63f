# nn.utils.rnn.pack_sequence of a list of tensors of symbolic lengths into an LSTM, and
# pad_packed_sequence back: enforce_sorted False (any order of lengths) and True (sorted),
# the padded output and h_n, c_n as PyTorch's packed LSTM gives them.
# >>> inputs
# a:float32[la,4]
# b:float32[lb,4]
# c:float32[lc,4]
# <<<
# >>> sets
# a = torch.randn(5, 4); b = torch.randn(3, 4); c = torch.randn(1, 4)
# a = torch.randn(2, 4); b = torch.randn(2, 4); c = torch.randn(2, 4)
# a = torch.randn(6, 4) * 2; b = torch.randn(4, 4); c = torch.randn(4, 4)
# <<<
import torch
from torch import nn, Tensor
from torch.nn.utils.rnn import pack_sequence, pad_packed_sequence
from typing import Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(4, 3, num_layers=2)
        self.gru = nn.GRU(4, 2, batch_first=True, bidirectional=True)

    def forward(self, a: Tensor, b: Tensor, c: Tensor):
        p = pack_sequence([c, a, b], enforce_sorted=False)
        y, (h, cc) = self.lstm(p)
        out, lens = pad_packed_sequence(y)
        q = pack_sequence([a, b, c])
        z, g = self.gru(q)
        zo, zl = pad_packed_sequence(z, batch_first=True, padding_value=-1.0)
        return out, lens, h, cc, zo, zl, g
