# A state whose batch is not the input's: PyTorch refuses it ("Expected hidden size ...");
# the prelude leaves that check to ONNX Runtime (the batch is known only at run time), whose
# LSTM and GRU must then fail too, never broadcast a state of batch 1 over the input's.
# >>> inputs
# x:float32[seq,batch,5]
# h:float32[2,hb,4]
# c:float32[2,cb,4]
# <<<
# >>> sets
# x = torch.randn(1, 1, 5); h = torch.randn(2, 1, 4); c = torch.randn(2, 1, 4)
# x = torch.randn(4, 3, 5); h = torch.randn(2, 3, 4); c = torch.randn(2, 3, 4)
# x = torch.randn(2, 3, 5); h = torch.randn(2, 3, 4); c = torch.randn(2, 3, 4)
# <<<
# >>> raises
# x = torch.randn(4, 3, 5); h = torch.randn(2, 1, 4); c = torch.randn(2, 3, 4)
# x = torch.randn(4, 3, 5); h = torch.randn(2, 3, 4); c = torch.randn(2, 1, 4)
# x = torch.randn(4, 1, 5); h = torch.randn(2, 3, 4); c = torch.randn(2, 3, 4)
# x = torch.randn(4, 3, 5); h = torch.randn(2, 2, 4); c = torch.randn(2, 2, 4)
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(5, 4, num_layers=2)
        self.gru = nn.GRU(5, 4, bidirectional=True)

    def forward(self, x: Tensor, h: Tensor, c: Tensor):
        y, (hn, cn) = self.lstm(x, (h, c))
        z, hz = self.gru(x, c)
        return y, hn, cn, z, hz
