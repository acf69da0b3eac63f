# A relu RNN, batch first, packed unsorted; pad_packed_sequence's padding_value fills the
# steps past each length (and its batch_first output).
# >>> inputs
# x:float32[batch,seq,3]
# lengths:int64[batch]
# <<<
# >>> sets
# x = torch.randn(3, 4, 3); lengths = torch.tensor([4, 1, 2])
# x = torch.randn(2, 6, 3); lengths = torch.tensor([3, 5])
# x = torch.randn(1, 2, 3); lengths = torch.tensor([2])
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.rnn = nn.RNN(3, 4, nonlinearity="relu", batch_first=True)

    def forward(self, x: Tensor, lengths: Tensor):
        p = nn.utils.rnn.pack_padded_sequence(x, lengths, batch_first=True,
                                              enforce_sorted=False)
        o, h = self.rnn(p)
        y, l = nn.utils.rnn.pad_packed_sequence(o, batch_first=True, padding_value=-1.5)
        return y, l, h
