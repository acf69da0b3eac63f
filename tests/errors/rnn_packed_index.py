# Indexing a PackedSequence (PyTorch's p[0] is its packed data) is a located error.
# >>> inputs
# x:float32[seq,batch,4]
# lengths:int64[batch]
# <<<
# >>> stderr
# rnn_packed_index.py:26:13: warning: 'raise' cannot be expressed in ONNX: the model computes only the paths that do not reach it (inside nn.utils.rnn: RuntimeError: Cannot pack empty tensors.)
#    26 |         p = pack_padded_sequence(x, lengths, enforce_sorted=False)
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# rnn_packed_index.py:27:16: error: indexing a PackedSequence is not supported: a PackedSequence (nn.utils.rnn.pack_padded_sequence) is only passed to nn.RNN, nn.LSTM, nn.GRU and nn.utils.rnn.pad_packed_sequence here
#    27 |         return p[0]
#       |                ^~~~
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
        return p[0]
