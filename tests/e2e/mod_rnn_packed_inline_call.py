# A PackedSequence built inside the argument list of the LSTM call (pack_padded_sequence of a
# torch.stack, its lengths a display of run-time sizes), never bound to a name: one expression from the
# steps to h_n. A session once saw this form fail to build where binding the packed value
# first worked.
# >>> inputs
# a:float32[batch,4]
# b:float32[batch,4]
# c:float32[batch,4]
# <<<
# >>> sets
# a = torch.randn(3, 4); b = torch.randn(3, 4); c = torch.randn(3, 4)
# a = torch.randn(1, 4); b = torch.randn(1, 4); c = torch.randn(1, 4)
# a = torch.randn(5, 4); b = torch.randn(5, 4); c = torch.randn(5, 4)
# <<<
import torch
from torch import nn, Tensor
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(4, 5, batch_first=True)

    def forward(self, a: Tensor, b: Tensor, c: Tensor):
        out, (h, cc) = self.lstm(pack_padded_sequence(torch.stack([c, a, b], 1),
                                                      torch.tensor([a.size(0), a.size(0), 1])))
        y, n = pad_packed_sequence(out)
        return h, cc, y, n
