# A known batch (3) and a symbolic length: only the empty-sequence check is made (one Pad of
# the input that crops a step off an empty sequence, which fails as PyTorch refuses it), no
# pad of the states and no cut; a 2-layer GRU and a 2-layer RNN after it.
# >>> inputs
# x:float32[seq,3,5]
# <<<
# >>> sets
# x = torch.randn(1, 3, 5)
# x = torch.randn(5, 3, 5)
# x = torch.randn(9, 3, 5) * 3
# <<<
# >>> raises
# x = torch.randn(0, 3, 5)
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(5, 4, num_layers=2)
        self.rnn = nn.RNN(4, 3, num_layers=2)

    def forward(self, x: Tensor):
        y, h = self.gru(x)
        z, g = self.rnn(y)
        return z, h, g
