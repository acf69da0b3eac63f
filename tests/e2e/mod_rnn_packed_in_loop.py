# A packed LSTM inside a data-dependent loop (n passes, each feeding its padded output back
# as the next input) and a branch choosing the lengths: packing and padding in a Loop body
# and an If.
# >>> inputs
# x:float32[seq,batch,4]
# lengths:int64[batch]
# n:int64[]
# flip:bool[]
# <<<
# >>> sets
# x = torch.randn(4, 3, 4); lengths = torch.tensor([4, 1, 3]); n = 2; flip = False
# x = torch.randn(3, 2, 4); lengths = torch.tensor([2, 3]); n = 0; flip = True
# x = torch.randn(5, 2, 4); lengths = torch.tensor([5, 2]); n = 3; flip = True
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(4, 4)

    def forward(self, x: Tensor, lengths: Tensor, n: int, flip: bool):
        if flip:
            lengths = torch.clamp(lengths - 1, min=1)
        h = torch.zeros(1, x.size(1), 4)
        for _ in range(n):
            p = nn.utils.rnn.pack_padded_sequence(x, lengths, enforce_sorted=False)
            o, (h, c) = self.lstm(p)
            x, _ = nn.utils.rnn.pad_packed_sequence(o, total_length=x.size(0))
        return x, h
