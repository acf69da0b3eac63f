# A bidirectional 2-layer tanh RNN over an unsorted packed batch: the second layer reads the
# first's output (zeros past each length) under the same lengths; h_n per layer and
# direction at each row's own last step, rows in the batch's order.
# >>> inputs
# x:float32[seq,batch,4]
# lengths:int64[batch]
# <<<
# >>> sets
# x = torch.randn(5, 3, 4); lengths = torch.tensor([2, 5, 1])
# x = torch.randn(3, 2, 4); lengths = torch.tensor([3, 3])
# x = torch.randn(7, 4, 4); lengths = torch.tensor([1, 7, 3, 6])
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.rnn = nn.RNN(4, 5, num_layers=2, bidirectional=True)

    def forward(self, x: Tensor, lengths: Tensor):
        p = nn.utils.rnn.pack_padded_sequence(x, lengths, enforce_sorted=False)
        o, h = self.rnn(p)
        y, l = nn.utils.rnn.pad_packed_sequence(o)
        return y, l, h
