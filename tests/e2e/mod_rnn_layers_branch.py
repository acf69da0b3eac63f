# Recurrent layers in the branches of a data-dependent if: an LSTM on one side, a
# bidirectional GRU's halves summed on the other, then one more LSTM step from either
# side's state.
# >>> inputs
# x:float32[seq,batch,4]
# <<<
# >>> sets
# x = torch.randn(1, 1, 4) + 1
# x = torch.randn(5, 3, 4) - 1
# x = torch.randn(3, 3, 4) + 2
# x = -torch.rand(2, 2, 4)
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(4, 3)
        self.gru = nn.GRU(4, 3, bidirectional=True)

    def forward(self, x: Tensor):
        if bool(x.mean() > 0):
            y, (h, c) = self.lstm(x)
        else:
            g, hg = self.gru(x)
            y = g[:, :, :3] + g[:, :, 3:]
            h = hg[:1] + hg[1:]
            c = h * 0.5
        z, (h2, c2) = self.lstm(x, (h, c))
        return y, h, c, z, h2, c2
