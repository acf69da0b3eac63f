# nn.LSTM with proj_size (weight_hr_l0): ONNX's LSTM has no projection, so the prelude steps
# ATen's cell over the sequence (an ONNX Loop) with h projected by weight_hr each step;
# h_n is (layers, batch, proj_size), c_n (layers, batch, hidden).
# >>> inputs
# x:float32[seq,batch,4]
# <<<
# >>> sets
# x = torch.randn(1, 1, 4)
# x = torch.randn(5, 3, 4)
# x = torch.randn(3, 3, 4) * 2
# x = torch.randn(2, 1, 4)
# <<<
# >>> raises
# x = torch.randn(0, 2, 4)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.LSTM(4, 5, proj_size=2)

    def forward(self, x: Tensor):
        return self.m(x)
