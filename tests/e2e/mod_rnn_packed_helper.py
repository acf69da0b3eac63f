# Packed sequences through the script's own functions: a helper packs, another runs the
# GRU and returns the packed output with h_n, the caller pads.
# >>> inputs
# x:float32[batch,seq,3]
# lengths:int64[batch]
# <<<
# >>> sets
# x = torch.randn(3, 4, 3); lengths = torch.tensor([4, 1, 2])
# x = torch.randn(2, 2, 3); lengths = torch.tensor([2, 2])
# x = torch.randn(4, 5, 3); lengths = torch.tensor([5, 3, 1, 4])
# <<<
import torch
from torch import nn, Tensor
import torch.nn.utils.rnn as rnn_utils


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(3, 5, batch_first=True)

    def pack(self, x: Tensor, lengths: Tensor):
        return rnn_utils.pack_padded_sequence(x, lengths, batch_first=True,
                                              enforce_sorted=False)

    def run(self, p: rnn_utils.PackedSequence):
        o, h = self.gru(p)
        return o, h

    def forward(self, x: Tensor, lengths: Tensor):
        o, h = self.run(self.pack(x, lengths))
        y, l = rnn_utils.pad_packed_sequence(o, batch_first=True)
        return y * 2, l, h
