# nn.LSTM with proj_size, 2 layers, bidirectional, batch_first, (h0, c0) given: the second
# layer's input is the projected outputs of both directions (2 * proj_size features).
# >>> inputs
# x:float32[batch,seq,4]
# h:float32[4,batch,3]
# c:float32[4,batch,5]
# <<<
# >>> sets
# x = torch.randn(1, 1, 4); h = torch.randn(4, 1, 3); c = torch.randn(4, 1, 5)
# x = torch.randn(3, 5, 4); h = torch.randn(4, 3, 3); c = torch.randn(4, 3, 5)
# x = torch.randn(3, 2, 4) * 2; h = torch.randn(4, 3, 3); c = torch.randn(4, 3, 5)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.LSTM(4, 5, num_layers=2, bidirectional=True, batch_first=True, proj_size=3)

    def forward(self, x: Tensor, h: Tensor, c: Tensor):
        return self.m(x, (h, c))
