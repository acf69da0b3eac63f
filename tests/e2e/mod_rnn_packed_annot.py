# PackedSequence in the script's annotations, imported from torch.nn.utils.rnn as users
# write it: a helper `-> PackedSequence` that packs, one taking `p: PackedSequence` and
# returning `Tuple[PackedSequence, Tensor]` from the GRU, the caller pads.
# >>> inputs
# x:float32[batch,seq,3]
# lengths:int64[batch]
# <<<
# >>> sets
# x = torch.randn(3, 4, 3); lengths = torch.tensor([4, 1, 2])
# x = torch.randn(2, 2, 3); lengths = torch.tensor([2, 2])
# x = torch.randn(4, 5, 3); lengths = torch.tensor([5, 3, 1, 4])
# <<<
import torch
from torch import nn, Tensor
from torch.nn.utils.rnn import PackedSequence, pack_padded_sequence, pad_packed_sequence
from typing import Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(3, 4, batch_first=True)

    def pack(self, x: Tensor, lengths: Tensor) -> PackedSequence:
        return pack_padded_sequence(x, lengths, batch_first=True, enforce_sorted=False)

    def run(self, p: PackedSequence) -> Tuple[PackedSequence, Tensor]:
        y, h = self.gru(p)
        return y, h

    def forward(self, x: Tensor, lengths: Tensor):
        y, h = self.run(self.pack(x, lengths))
        out, n = pad_packed_sequence(y, batch_first=True)
        return out, n, h
