# A bidirectional 2-layer GRU, batch first, unsorted, padded back to total_length: the
# input's own length (the usual DataParallel idiom) and a longer constant one, whose extra
# steps are padding.
# >>> inputs
# x:float32[batch,seq,3]
# lengths:int64[batch]
# <<<
# >>> sets
# x = torch.randn(3, 4, 3); lengths = torch.tensor([2, 4, 1])
# x = torch.randn(2, 5, 3); lengths = torch.tensor([1, 3])
# x = torch.randn(4, 1, 3); lengths = torch.tensor([1, 1, 1, 1])
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(3, 4, num_layers=2, bidirectional=True, batch_first=True)

    def forward(self, x: Tensor, lengths: Tensor):
        p = nn.utils.rnn.pack_padded_sequence(x, lengths, batch_first=True,
                                              enforce_sorted=False)
        o, h = self.gru(p)
        y, l = nn.utils.rnn.pad_packed_sequence(o, batch_first=True, total_length=x.size(1))
        z, _ = nn.utils.rnn.pad_packed_sequence(o, batch_first=True, total_length=8,
                                                padding_value=2.0)
        return y, l, z, h
