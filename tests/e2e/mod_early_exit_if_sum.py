# An early-exit head: if the first stage's output sums above 0, its own head answers and the
# second stage never runs. Wrong if the branch is decided at compile time, or if the two
# heads' weights are mixed up. The sets take both branches.
# >>> inputs
# x:float32[batch,4]
# <<<
# >>> sets
# x = torch.full((2, 4), 3.0)
# x = torch.full((3, 4), -3.0)
# x = torch.randn(5, 4) + 2
# x = torch.randn(1, 4) - 2
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stage1 = nn.Linear(4, 4)
        self.exit1 = nn.Linear(4, 2)
        self.stage2 = nn.Sequential(nn.Linear(4, 8), nn.GELU(), nn.Linear(8, 4))
        self.exit2 = nn.Linear(4, 2)

    def forward(self, x: Tensor) -> Tensor:
        h = self.stage1(x)
        if h.sum() > 0:
            return self.exit1(h)
        h = self.stage2(h)
        return self.exit2(h)
