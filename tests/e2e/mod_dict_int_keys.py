# a module attribute that is a dict with int or float keys (issue 22): read by constant keys,
# iterated, `in`, in forward
# >>> inputs
# x:float32[n,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(3, 4)
# x = torch.randn(1, 4)
# <<<
from typing import Dict

import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.scale: Dict[int, float] = {1: 2.0, 3: -0.5, 10: 0.25}
        self.shift: Dict[float, float] = {0.5: 1.0, 2.5: -3.0}

    def forward(self, x: Tensor) -> Tensor:
        y = x * self.scale[3]
        for k, v in self.scale.items():
            y = y + k * v
        for k in self.shift:
            y = y * k + self.shift[k]
        if 10 in self.scale:
            y = y - 1
        return y
