# --entry with positional and keyword literal arguments: Net(3, n=2) builds hidden=3 and
# n=2 Linear layers; scale is left to its default. Wrong if an argument is dropped or bound
# to another parameter (the weights' shapes would not match, or the count of layers).
# >>> inputs
# x:float32[batch,4]
# <<<
# >>> options
# --entry 'Net(3, n=2)'
# <<<
# >>> sets
# x = torch.randn(1, 4)
# x = torch.randn(5, 4)
# x = torch.randn(2, 4) * 3
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self, hidden: int = 8, n: int = 1, scale: float = 0.5):
        super().__init__()
        self.inp = nn.Linear(4, hidden)
        self.hidden = nn.ModuleList([nn.Linear(hidden, hidden) for _ in range(n)])
        self.scale = scale

    def forward(self, x: Tensor) -> Tensor:
        h = torch.relu(self.inp(x))
        for layer in self.hidden:
            h = h + self.scale * torch.relu(layer(h))
        return h
