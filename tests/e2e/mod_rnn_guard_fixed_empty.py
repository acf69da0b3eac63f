# A batch of 0 known at compile time (x:float32[3,0,5]): the pad and cut are still made
# (ONNX Runtime aborts on an empty batch), the outputs PyTorch's empty ones; a 2-layer GRU
# with h0 given and a bidirectional LSTM after it.
# >>> inputs
# x:float32[3,0,5]
# h0:float32[2,0,4]
# <<<
# >>> sets
# x = torch.randn(3, 0, 5); h0 = torch.randn(2, 0, 4)
# x = torch.randn(3, 0, 5) * 2; h0 = torch.randn(2, 0, 4)
# x = torch.zeros(3, 0, 5); h0 = torch.zeros(2, 0, 4)
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(5, 4, num_layers=2)
        self.lstm = nn.LSTM(4, 3, bidirectional=True)

    def forward(self, x: Tensor, h0: Tensor):
        y, h = self.gru(x, h0)
        z, (g, c) = self.lstm(y)
        return y, h, z, g, c
