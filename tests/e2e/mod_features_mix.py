# Module features together: a class attribute, a ModuleList built by a comprehension from a
# module-level helper, iterated with enumerate and a constant bound from __constants__, a
# ModuleDict read by constant keys, one Linear shared by two attributes (one set of
# weights: the state_dict lists it under both names), a helper method with a run-time loop
# calling it, a persistent and a non-persistent buffer, self.training (False: eval), an
# Optional argument, and len() of a ModuleList.
# >>> inputs
# x:float32[batch,6]
# n:int64[]
# m:float32[batch,6]
# <<<
# >>> sets
# x = torch.randn(1, 6); n = 0; m = torch.randn(1, 6)
# x = torch.randn(3, 6); n = 1; m = torch.randn(3, 6)
# x = torch.randn(2, 6); n = 3; m = torch.rand(2, 6)
# <<<
import torch
import torch.nn as nn
from typing import Optional
from collections import OrderedDict


def make_block(d: int, bias: bool):
    return nn.Sequential(OrderedDict([("fc", nn.Linear(d, d, bias=bias)), ("act", nn.ReLU())]))


class Block(nn.Module):
    expansion = 1

    def __init__(self, d, scale=0.5):
        super(Block, self).__init__()
        self.inner = make_block(d, True)
        self.scale = scale

    def forward(self, x):
        return x + self.scale * self.inner(x)


class Net(nn.Module):
    __constants__ = ["depth"]

    def __init__(self, d=6, depth=3, heads=("a", "b")):
        super().__init__()
        self.depth = depth
        self.blocks = nn.ModuleList([Block(d, scale=0.1 * (i + 1)) for i in range(depth)])
        self.heads = nn.ModuleDict({h: nn.Linear(d, i + 2) for i, h in enumerate(heads)})
        self.shared = nn.Linear(d, d)
        self.shared2 = self.shared
        self.register_buffer("offset", torch.zeros(d))
        self.register_buffer("mask", torch.ones(d) * 0.5, persistent=False)

    def helper(self, x, k: int):
        for i in range(k):
            x = self.shared(x) if i % 2 == 0 else self.shared2(x)
        return x

    def forward(self, x, n: int, m: Optional[torch.Tensor] = None):
        for i, blk in enumerate(self.blocks):
            if i < self.depth - 1:
                x = blk(x)
        x = self.helper(x, n) + self.offset
        x = x * self.mask
        if m is not None:
            x = x * m
        if self.training:
            x = x * 0
        y = self.heads["a"](x)
        z = self.heads["b"](x)
        if bool(x.sum() > 0):
            y = y * 2
        return y, z, len(self.blocks)
