# A 2-layer LSTM over a sorted packed batch with (h0, c0) given: h_n and c_n of both layers
# at each row's own last step.
# >>> inputs
# x:float32[seq,batch,4]
# lengths:int64[batch]
# h0:float32[2,batch,5]
# c0:float32[2,batch,5]
# <<<
# >>> sets
# x = torch.randn(4, 3, 4); lengths = torch.tensor([4, 2, 1]); h0 = torch.randn(2, 3, 5); c0 = torch.randn(2, 3, 5)
# x = torch.randn(6, 2, 4); lengths = torch.tensor([6, 6]); h0 = torch.randn(2, 2, 5); c0 = torch.randn(2, 2, 5)
# x = torch.randn(2, 1, 4); lengths = torch.tensor([1]); h0 = torch.randn(2, 1, 5); c0 = torch.randn(2, 1, 5)
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(4, 5, num_layers=2)

    def forward(self, x: Tensor, lengths: Tensor, h0: Tensor, c0: Tensor):
        p = nn.utils.rnn.pack_padded_sequence(x, lengths)
        o, (h, c) = self.lstm(p, (h0, c0))
        y, l = nn.utils.rnn.pad_packed_sequence(o)
        return y, l, h, c
