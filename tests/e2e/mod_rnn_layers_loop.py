# Recurrent layers inside loops of run-time length: an LSTM run on the same input `steps`
# times, its (h, c) carried by the ONNX Loop from one run to the next; a GRU in a while loop
# whose stop depends on the state; a batch_first RNN fed its own output.
# >>> inputs
# x:float32[seq,batch,4]
# steps:int64[]
# <<<
# >>> sets
# x = torch.randn(1, 1, 4); steps = 0
# x = torch.randn(5, 3, 4); steps = 1
# x = torch.randn(3, 3, 4) * 2; steps = 3
# x = torch.randn(2, 1, 4); steps = 2
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(4, 4, num_layers=2)
        self.gru = nn.GRU(4, 4, bidirectional=True)
        self.rnn = nn.RNN(4, 4, batch_first=True)

    def forward(self, x: Tensor, steps: int):
        y, (h, c) = self.lstm(x)
        for i in range(steps):
            y, (h, c) = self.lstm(x, (h, c))
        g, hg = self.gru(x)
        k = 0
        while k < 4 and float(hg.abs().sum()) < 5.0 * (k + 1):
            g, hg = self.gru(x * 0.5, hg)
            k += 1
        r = x.transpose(0, 1)
        for i in range(steps):
            r, hr = self.rnn(r)
        return y, h, c, g, hg, k, r
