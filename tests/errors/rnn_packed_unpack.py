# Unpacking a PackedSequence (PyTorch's NamedTuple of data, batch_sizes, sorted_indices,
# unsorted_indices) is a located error.
# >>> inputs
# x:float32[seq,batch,4]
# lengths:int64[batch]
# <<<
# >>> stderr
# rnn_packed_unpack.py:27:13: warning: 'raise' cannot be expressed in ONNX: the model computes only the paths that do not reach it (inside nn.utils.rnn: RuntimeError: Cannot pack empty tensors.)
#    27 |         p = pack_padded_sequence(x, lengths, enforce_sorted=False)
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# rnn_packed_unpack.py:28:9: error: unpacking a PackedSequence is not supported: a PackedSequence (nn.utils.rnn.pack_padded_sequence) is only passed to nn.RNN, nn.LSTM, nn.GRU and nn.utils.rnn.pad_packed_sequence here
#    28 |         data, sizes, s, u = p
#       |         ^~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import nn, Tensor
from torch.nn.utils.rnn import pack_padded_sequence


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.LSTM(4, 3)
        self.lin = nn.Linear(4, 4)

    def forward(self, x: Tensor, lengths: Tensor):
        p = pack_padded_sequence(x, lengths, enforce_sorted=False)
        data, sizes, s, u = p
        return data
