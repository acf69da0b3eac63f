# A helper method called from forward, with its own loop whose trip count is a run-time
# value (n), and an attribute read in it. Wrong if the helper's loop is unrolled to a fixed
# count, or the attribute is read from another module.
# >>> inputs
# x:float32[batch,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 4); n = 0
# x = torch.randn(3, 4); n = 1
# x = torch.randn(1, 4); n = 4
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)
        self.decay = 0.5

    def _refine(self, x: Tensor, n: int) -> Tensor:
        for _ in range(n):
            x = x + self.decay * torch.tanh(self.fc(x))
        return x

    def forward(self, x: Tensor, n: int) -> Tensor:
        return self._refine(x, n) * 2
