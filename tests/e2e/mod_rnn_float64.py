# float64 recurrent layers: ONNX Runtime's LSTM, GRU and RNN take float32 only, so the
# prelude steps ATen's cells over the sequence (an ONNX Loop) in float64: a bidirectional
# 2-layer LSTM, a batch_first GRU without biases, a relu RNN with h0 given.
# >>> inputs
# x:float64[seq,batch,4]
# h:float64[2,batch,3]
# <<<
# >>> sets
# x = torch.randn(1, 1, 4, dtype=torch.float64); h = torch.randn(2, 1, 3, dtype=torch.float64)
# x = torch.randn(5, 3, 4, dtype=torch.float64); h = torch.randn(2, 3, 3, dtype=torch.float64)
# x = torch.randn(3, 3, 4, dtype=torch.float64) * 2; h = torch.randn(2, 3, 3, dtype=torch.float64)
# <<<
# >>> raises
# x = torch.randn(0, 2, 4, dtype=torch.float64); h = torch.randn(2, 2, 3, dtype=torch.float64)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(4, 3, num_layers=2, bidirectional=True, dtype=torch.float64)
        self.gru = nn.GRU(4, 3, bias=False, batch_first=True, dtype=torch.float64)
        self.rnn = nn.RNN(4, 3, num_layers=2, nonlinearity="relu", dtype=torch.float64)

    def forward(self, x: Tensor, h: Tensor):
        y, (hn, cn) = self.lstm(x)
        z, hz = self.gru(x.transpose(0, 1))
        w, hw = self.rnn(x, h)
        return y, hn, cn, z, hz, w, hw
