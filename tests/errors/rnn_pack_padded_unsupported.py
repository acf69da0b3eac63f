# PackedSequence inputs to the recurrent layers are not supported yet: the call of
# pack_padded_sequence is a located error naming it (it was "this is not callable").
# >>> inputs
# x:float32[seq,batch,4]
# lengths:int64[batch]
# <<<
# >>> stderr
# rnn_pack_padded_unsupported.py:23:28: error: 'torch.nn.utils.rnn.pack_padded_sequence' is not supported
#    23 |         y, (h, c) = self.m(pack_padded_sequence(x, lengths, enforce_sorted=False))
#       |                            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import nn, Tensor
from torch.nn.utils.rnn import pack_padded_sequence


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.LSTM(4, 3)

    def forward(self, x: Tensor, lengths: Tensor):
        y, (h, c) = self.m(pack_padded_sequence(x, lengths, enforce_sorted=False))
        return h
