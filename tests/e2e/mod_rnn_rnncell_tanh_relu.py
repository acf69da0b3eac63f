# nn.RNNCell with tanh and with relu, hx given and omitted (zeros of the input's batch and
# dtype), in a for loop of run-time length carrying both states.
# >>> inputs
# x:float32[batch,4]
# h:float32[batch,3]
# steps:int64[]
# <<<
# >>> sets
# x = torch.randn(1, 4); h = torch.randn(1, 3); steps = 0
# x = torch.randn(3, 4); h = torch.randn(3, 3); steps = 1
# x = torch.randn(3, 4) * 2; h = torch.randn(3, 3); steps = 5
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.t = nn.RNNCell(4, 3)
        self.r = nn.RNNCell(4, 3, nonlinearity="relu")

    def forward(self, x: Tensor, h: Tensor, steps: int):
        a = self.t(x)
        b = self.r(x, h)
        for i in range(steps):
            a = self.t(x, a)
            b = self.r(x * 0.5, b)
        return a, b, self.r(x)
