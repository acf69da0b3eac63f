# A GRU over a packed batch sorted by length (enforce_sorted=True, time first), its initial
# state given: each row's state runs from h0 to its own last step (ONNX's sequence_lens).
# >>> inputs
# x:float32[seq,batch,3]
# lengths:int64[batch]
# h0:float32[1,batch,6]
# <<<
# >>> sets
# x = torch.randn(5, 3, 3); lengths = torch.tensor([5, 3, 1]); h0 = torch.randn(1, 3, 6)
# x = torch.randn(4, 2, 3); lengths = torch.tensor([4, 4]); h0 = torch.randn(1, 2, 6)
# x = torch.randn(1, 1, 3); lengths = torch.tensor([1]); h0 = torch.randn(1, 1, 6)
# x = torch.randn(6, 4, 3); lengths = torch.tensor([6, 5, 2, 2]); h0 = torch.randn(1, 4, 6) * 0.5
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(3, 6)

    def forward(self, x: Tensor, lengths: Tensor, h0: Tensor):
        p = nn.utils.rnn.pack_padded_sequence(x, lengths)
        o, h = self.gru(p, h0)
        y, l = nn.utils.rnn.pad_packed_sequence(o)
        return y, l, h
