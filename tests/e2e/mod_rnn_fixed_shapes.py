# Recurrent layers on fixed shapes (batch and length known at compile time: no run-time
# guard for an empty batch or sequence): a 2-layer bidirectional LSTM, batch_first, feeding
# a GRU, and a Linear head on the last step.
# >>> inputs
# x:float32[2,6,5]
# <<<
# >>> sets
# x = torch.randn(2, 6, 5)
# x = torch.randn(2, 6, 5) * 3
# x = -torch.rand(2, 6, 5)
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(5, 4, num_layers=2, bidirectional=True, batch_first=True)
        self.gru = nn.GRU(8, 3, batch_first=True)
        self.head = nn.Linear(3, 2)

    def forward(self, x: Tensor):
        y, (h, c) = self.lstm(x)
        z, hz = self.gru(y)
        return self.head(z[:, -1]), h, c, hz
