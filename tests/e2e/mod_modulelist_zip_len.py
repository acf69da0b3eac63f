# Two ModuleLists walked together with zip, len() of one, and constant indices of another.
# Wrong if zip pairs the wrong layers, an index takes another layer, or len is not the
# list's. (Iterating a slice, `for layer in self.extra[1:]`, TorchScript 1.13 refuses:
# "Linear object has no attribute or method '__call__'".)
# >>> inputs
# x:float32[batch,4]
# <<<
# >>> sets
# x = torch.randn(1, 4)
# x = torch.randn(5, 4)
# x = torch.randn(3, 4) - 0.5
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self, n: int = 3):
        super().__init__()
        self.proj = nn.ModuleList([nn.Linear(4, 4) for _ in range(n)])
        self.gate = nn.ModuleList([nn.Linear(4, 4, bias=i % 2 == 0) for i in range(n)])
        self.extra = nn.ModuleList([nn.Linear(4, 4), nn.Linear(4, 4), nn.Linear(4, 4)])

    def forward(self, x: Tensor) -> Tensor:
        for p, g in zip(self.proj, self.gate):
            x = p(x) * torch.sigmoid(g(x))
        x = torch.tanh(self.extra[2](torch.tanh(self.extra[1](x))))
        return self.extra[0](x) * len(self.proj)
