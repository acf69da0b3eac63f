# An LSTM with proj_size (the Loop fallback: ONNX's LSTM has no projection), bidirectional,
# packed unsorted: the masked loop keeps each row's state from its last step and gives
# zeros past it, and the reverse direction starts at each row's own last step.
# >>> inputs
# x:float32[seq,batch,4]
# lengths:int64[batch]
# <<<
# >>> sets
# x = torch.randn(5, 3, 4); lengths = torch.tensor([3, 5, 1])
# x = torch.randn(2, 2, 4); lengths = torch.tensor([2, 2])
# x = torch.randn(6, 4, 4); lengths = torch.tensor([1, 6, 4, 2])
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(4, 6, proj_size=3, bidirectional=True)

    def forward(self, x: Tensor, lengths: Tensor):
        p = nn.utils.rnn.pack_padded_sequence(x, lengths, enforce_sorted=False)
        o, (h, c) = self.lstm(p)
        y, l = nn.utils.rnn.pad_packed_sequence(o)
        return y, l, h, c
