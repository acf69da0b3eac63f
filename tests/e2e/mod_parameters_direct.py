# Parameters declared directly: nn.Parameter attributes (a scale and a 2-d matrix) and an
# nn.ParameterList indexed by a constant and iterated. Wrong if a parameter's value comes from
# __init__ (ones and zeros) instead of the weights, or the list's keys (w.0, w.1) are not the
# state_dict's.
# >>> inputs
# x:float32[batch,3]
# <<<
# >>> sets
# x = torch.randn(1, 3)
# x = torch.randn(4, 3)
# x = torch.randn(2, 3) + 1
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = nn.Parameter(torch.ones(3))
        self.mat = nn.Parameter(torch.zeros(3, 3))
        self.w = nn.ParameterList([nn.Parameter(torch.zeros(3)) for _ in range(2)])

    def forward(self, x: Tensor) -> Tensor:
        y = x @ self.mat * self.scale
        for p in self.w:
            y = y + p
        return y * self.w[1]
