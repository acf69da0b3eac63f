# The cells on 1-d (unbatched) input: the state unsqueezed when given, zeros of shape
# (1, hidden) when omitted, and the result squeezed back to 1-d.
# >>> inputs
# x:float32[4]
# h:float32[3]
# c:float32[3]
# <<<
# >>> sets
# x = torch.randn(4); h = torch.randn(3); c = torch.randn(3)
# x = torch.randn(4) * 3; h = torch.zeros(3); c = torch.randn(3)
# x = -torch.rand(4); h = torch.randn(3) * 2; c = torch.randn(3) * 2
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.l = nn.LSTMCell(4, 3)
        self.g = nn.GRUCell(4, 3)
        self.r = nn.RNNCell(4, 3)

    def forward(self, x: Tensor, h: Tensor, c: Tensor):
        h1, c1 = self.l(x, (h, c))
        h2, c2 = self.l(x)
        return h1, c1, h2, c2, self.g(x, h), self.g(x), self.r(x, h), self.r(x)
