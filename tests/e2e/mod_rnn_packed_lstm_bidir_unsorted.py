# A bidirectional LSTM over a padded batch packed by lengths (enforce_sorted=False, batch
# first): ONNX's LSTM with sequence_lens. Past each length the output is zeros, h_n and c_n
# are each row's state at its own last step, and the reverse direction starts there; the
# rows come back in the batch's order (PyTorch sorts them and undoes the sort).
# >>> inputs
# x:float32[batch,seq,4]
# lengths:int64[batch]
# <<<
# >>> sets
# x = torch.randn(3, 6, 4); lengths = torch.tensor([2, 6, 1])
# x = torch.randn(4, 5, 4); lengths = torch.tensor([5, 5, 5, 5])
# x = torch.randn(1, 1, 4); lengths = torch.tensor([1])
# x = torch.randn(5, 7, 4) * 2; lengths = torch.tensor([3, 1, 7, 4, 3])
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(4, 5, bidirectional=True, batch_first=True)

    def forward(self, x: Tensor, lengths: Tensor):
        p = nn.utils.rnn.pack_padded_sequence(x, lengths, batch_first=True,
                                              enforce_sorted=False)
        o, (h, c) = self.lstm(p)
        y, l = nn.utils.rnn.pad_packed_sequence(o, batch_first=True)
        return y, l, h, c
