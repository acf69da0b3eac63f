# Only the last layer's final states of a packed 2-layer bidirectional LSTM, time first,
# sorted lengths; h_n and c_n sliced and summed as an encoder's summary.
# >>> inputs
# x:float32[seq,batch,5]
# lengths:int64[batch]
# <<<
# >>> sets
# x = torch.randn(6, 3, 5); lengths = torch.tensor([6, 4, 4])
# x = torch.randn(2, 2, 5); lengths = torch.tensor([2, 1])
# x = torch.randn(3, 1, 5); lengths = torch.tensor([3])
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(5, 4, num_layers=2, bidirectional=True)

    def forward(self, x: Tensor, lengths: Tensor):
        p = nn.utils.rnn.pack_padded_sequence(x, lengths)
        _, (h, c) = self.lstm(p)
        return h[2:].sum(0), c[-1]
