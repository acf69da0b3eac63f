# A cell's state whose batch is not the input's: PyTorch refuses it ("Input batch size 3
# doesn't match hidden0 batch size 1"); the rows would broadcast a state of batch 1 over the
# input's batch, so each state is reshaped to [batch, hidden] first, which fails at run time
# there.
# >>> inputs
# x:float32[batch,5]
# h:float32[hb,3]
# c:float32[cb,3]
# <<<
# >>> sets
# x = torch.randn(1, 5); h = torch.randn(1, 3); c = torch.randn(1, 3)
# x = torch.randn(3, 5); h = torch.randn(3, 3); c = torch.randn(3, 3)
# x = torch.randn(2, 5); h = torch.randn(2, 3); c = torch.randn(2, 3)
# <<<
# >>> raises
# x = torch.randn(3, 5); h = torch.randn(1, 3); c = torch.randn(3, 3)
# x = torch.randn(3, 5); h = torch.randn(3, 3); c = torch.randn(1, 3)
# x = torch.randn(1, 5); h = torch.randn(3, 3); c = torch.randn(1, 3)
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.l = nn.LSTMCell(5, 3)
        self.g = nn.GRUCell(5, 3)
        self.r = nn.RNNCell(5, 3)

    def forward(self, x: Tensor, h: Tensor, c: Tensor):
        h1, c1 = self.l(x, (h, c))
        return h1, c1, self.g(x, h), self.r(x, h)
