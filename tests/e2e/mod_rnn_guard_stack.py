# The empty-batch and empty-sequence guards are made once per stack of layers (lower_rnn.c's
# rnn_pad and rnn_cut), not per layer: a 3-layer bidirectional LSTM with its states given,
# batch and length symbolic. A batch of 0 gives empty outputs (the padded row is cut from
# the output and from h_n and c_n of every layer); a length of 0 fails at run time, as
# PyTorch refuses it, with an empty batch too.
# >>> inputs
# x:float32[seq,batch,5]
# h0:float32[6,batch,4]
# c0:float32[6,batch,4]
# <<<
# >>> sets
# x = torch.randn(1, 1, 5); h0 = torch.randn(6, 1, 4); c0 = torch.randn(6, 1, 4)
# x = torch.randn(4, 3, 5); h0 = torch.randn(6, 3, 4); c0 = torch.randn(6, 3, 4)
# x = torch.randn(6, 2, 5) * 2; h0 = torch.randn(6, 2, 4); c0 = torch.randn(6, 2, 4)
# x = torch.randn(3, 0, 5); h0 = torch.randn(6, 0, 4); c0 = torch.randn(6, 0, 4)
# <<<
# >>> raises
# x = torch.randn(0, 2, 5); h0 = torch.randn(6, 2, 4); c0 = torch.randn(6, 2, 4)
# x = torch.randn(0, 0, 5); h0 = torch.randn(6, 0, 4); c0 = torch.randn(6, 0, 4)
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.LSTM(5, 4, num_layers=3, bidirectional=True)

    def forward(self, x: Tensor, h0: Tensor, c0: Tensor):
        y, (h, c) = self.m(x, (h0, c0))
        return y, h, c
