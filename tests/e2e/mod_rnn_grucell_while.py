# nn.GRUCell in a while loop whose stop depends on the state (data-dependent trip count),
# hx given as an input; PyTorch's n = tanh(W_in x + b_in + r * (W_hn h + b_hn)) and
# h' = (1 - z) * n + z * h. Wrong if r multiplies before the hidden bias is added.
# >>> inputs
# x:float32[batch,6]
# h:float32[batch,5]
# limit:float32[]
# <<<
# >>> sets
# x = torch.randn(1, 6); h = torch.randn(1, 5); limit = 0.0
# x = torch.randn(3, 6); h = torch.randn(3, 5); limit = 3.0
# x = torch.randn(3, 6) * 3; h = torch.zeros(3, 5); limit = 100.0
# x = torch.randn(2, 6); h = torch.randn(2, 5); limit = 2.0
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.cell = nn.GRUCell(6, 5)

    def forward(self, x: Tensor, h: Tensor, limit: float):
        n = 0
        while n < 6 and float(h.abs().sum()) < limit:
            h = self.cell(x, h)
            n += 1
        return h, n
