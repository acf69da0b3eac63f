# Modules inside control flow: a submodule called in a while loop whose condition reads an
# attribute, in both branches of a data-dependent if (a Sequential on one side), in a for
# loop of run-time length whose results grow a list, and an Optional mask given or not.
# >>> inputs
# x:float32[batch,5]
# steps:int64[]
# mask:bool[batch,5]
# <<<
# >>> sets
# x = torch.randn(2, 5); steps = 0; mask = torch.rand(2, 5) > 0.5
# x = torch.randn(3, 5); steps = 1; mask = torch.rand(3, 5) > 0.5
# x = torch.randn(1, 5) * 3; steps = 4; mask = torch.rand(1, 5) > 0.5
# x = -torch.rand(2, 5) * 3; steps = 2; mask = torch.rand(2, 5) > 0.5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import nn, Tensor
from typing import Optional


class Cell(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.lin = nn.Linear(d, d)
        self.norm = nn.LayerNorm(d)

    def forward(self, x, h):
        return self.norm(torch.tanh(self.lin(x) + h))


class Net(nn.Module):
    def __init__(self, d=5):
        super().__init__()
        self.cell = Cell(d)
        self.a = nn.Linear(d, d)
        self.b = nn.Sequential(nn.Linear(d, d), nn.GELU())
        self.stop = 3.0

    def forward(self, x: Tensor, steps: int, mask: Optional[Tensor] = None):
        h = torch.zeros_like(x)
        i = 0
        while i < steps and bool(h.abs().sum() < self.stop * 100):
            h = self.cell(x, h)
            i += 1
        if bool(h.sum() > 0):
            y = self.a(h)
        else:
            y = self.b(h)
        if mask is not None:
            y = y.masked_fill(mask, 0.0)
        outs = []
        for t in range(steps):
            outs.append(self.cell(y, h))
        return y, i, outs
