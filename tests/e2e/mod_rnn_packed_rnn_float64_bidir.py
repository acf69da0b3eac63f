# A float64 bidirectional tanh RNN (the Loop fallback) over an unsorted packed batch: the
# reverse direction's masked loop starts at each row's own last step.
# >>> inputs
# x:float64[seq,batch,3]
# lengths:int64[batch]
# <<<
# >>> sets
# x = torch.randn(4, 3, 3, dtype=torch.float64); lengths = torch.tensor([1, 4, 2])
# x = torch.randn(3, 2, 3, dtype=torch.float64); lengths = torch.tensor([3, 3])
# x = torch.randn(5, 1, 3, dtype=torch.float64); lengths = torch.tensor([2])
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.rnn = nn.RNN(3, 4, bidirectional=True, dtype=torch.float64)

    def forward(self, x: Tensor, lengths: Tensor):
        p = nn.utils.rnn.pack_padded_sequence(x, lengths, enforce_sorted=False)
        o, h = self.rnn(p)
        y, l = nn.utils.rnn.pad_packed_sequence(o)
        return y, l, h
