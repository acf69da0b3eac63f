# Attributes TorchScript treats as constants (Final[int] and __constants__) used as a loop
# count and a scale, and an `if` on a bool attribute. Wrong if the constants are not the
# constructor's (here: --entry 'Net(repeats=3, residual=False)').
# >>> inputs
# x:float32[batch,5]
# <<<
# >>> options
# --entry 'Net(repeats=3, residual=False)'
# <<<
# >>> sets
# x = torch.randn(1, 5)
# x = torch.randn(4, 5)
# x = torch.randn(2, 5) * 2
# <<<
from typing import Final

import torch
from torch import nn, Tensor


class Net(nn.Module):
    __constants__ = ["scale"]
    repeats: Final[int]

    def __init__(self, repeats: int = 1, residual: bool = True, scale: float = 0.25):
        super().__init__()
        self.repeats = repeats
        self.residual = residual
        self.scale = scale
        self.fc = nn.Linear(5, 5)

    def forward(self, x: Tensor) -> Tensor:
        for _ in range(self.repeats):
            y = torch.sin(self.fc(x)) * self.scale
            if self.residual:
                x = x + y
            else:
                x = y
        return x
