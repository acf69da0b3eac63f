# The three cells with bias=False (bias_ih and bias_hh None: only the two weights in the
# state_dict), one step each from a given state and one from zeros.
# >>> inputs
# x:float32[batch,4]
# h:float32[batch,6]
# c:float32[batch,6]
# <<<
# >>> sets
# x = torch.randn(1, 4); h = torch.randn(1, 6); c = torch.randn(1, 6)
# x = torch.randn(3, 4); h = torch.randn(3, 6); c = torch.randn(3, 6)
# x = torch.randn(2, 4) * 3; h = torch.randn(2, 6); c = torch.randn(2, 6) * 2
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.l = nn.LSTMCell(4, 6, bias=False)
        self.g = nn.GRUCell(4, 6, bias=False)
        self.r = nn.RNNCell(4, 6, bias=False)

    def forward(self, x: Tensor, h: Tensor, c: Tensor):
        h1, c1 = self.l(x, (h, c))
        h2, c2 = self.l(x)
        return h1, c1, h2, c2, self.g(x, h), self.g(x), self.r(x, h), self.r(x)
