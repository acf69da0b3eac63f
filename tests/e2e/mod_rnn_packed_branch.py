# A PackedSequence chosen by a data-dependent branch (two packings of the same input under
# different lengths): the If joins both values' padded tensors and lengths, and the LSTM
# after it runs under the lengths the branch taken chose.
# >>> inputs
# x:float32[seq,batch,4]
# lengths:int64[batch]
# flag:bool[]
# <<<
# >>> sets
# x = torch.randn(5, 3, 4); lengths = torch.tensor([5, 1, 3]); flag = True
# x = torch.randn(5, 3, 4); lengths = torch.tensor([5, 1, 3]); flag = False
# x = torch.randn(3, 2, 4); lengths = torch.tensor([3, 3]); flag = False
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(4, 3)

    def forward(self, x: Tensor, lengths: Tensor, flag: bool):
        if flag:
            p = nn.utils.rnn.pack_padded_sequence(x, lengths, enforce_sorted=False)
        else:
            p = nn.utils.rnn.pack_padded_sequence(x, lengths.clamp(max=2),
                                                  enforce_sorted=False)
        o, (h, c) = self.lstm(p)
        y, l = nn.utils.rnn.pad_packed_sequence(o)
        return y, l, h
