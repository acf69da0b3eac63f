# __init__ is Python, run at compile time: comprehensions with `if` and two `for`s, a
# generator expression (sum of the parameters' sizes), "%d" formatting and add_module,
# setattr/getattr, a while loop, tuple unpacking with a star, dict iteration, str methods,
# math, integer floor division and modulo of negatives, a module-level helper returning
# a tuple, and a class attribute changed by a subclass. Attributes read in forward fold.
# >>> inputs
# x:float32[batch,4]
# <<<
# >>> sets
# x = torch.randn(1, 4)
# x = torch.randn(3, 4)
# x = torch.randn(2, 4) * 4
# <<<
import math
import torch
from torch import nn, Tensor


def widths(d: int, n: int):
    return tuple(d * (i + 1) for i in range(n)), n


class Base(nn.Module):
    gain = 1.0

    def __init__(self, d: int = 4):
        super().__init__()
        (w1, w2, *rest), n = widths(d, 4)
        sizes = [d, w1, w2] + [w for w in rest if w % 3 == 0]
        for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
            self.add_module("fc%d" % i, nn.Linear(a, b))
        self.depth = len(sizes) - 1
        self.total = sum(p.numel() for p in self.parameters())
        self.grid = [i * j for i in range(3) for j in range(2) if i != j]
        k = 0
        while 2 ** k < d:
            k += 1
        self.k = k
        setattr(self, "neg", (-7 // 2, -7 % 3, 7 // -2))
        cfg = {"a": 1, "b": 2}
        self.keys = "".join(key.upper() for key in cfg if cfg[key] > 0)
        self.scale = math.sqrt(getattr(self, "depth")) * self.gain
        self.out = nn.Linear(sizes[-1], 2)


class Net(Base):
    gain = 0.5

    def forward(self, x: Tensor) -> Tensor:
        x = torch.relu(self.fc0(x))
        x = torch.relu(self.fc1(x))
        if self.depth > 2:
            x = self.fc2(x)
        y = self.out(x) * self.scale + self.grid[3] + self.k
        if self.keys == "AB":
            y = y + float(self.total) / 1000.0
        return y + self.neg[0] * self.neg[1] + self.neg[2]
