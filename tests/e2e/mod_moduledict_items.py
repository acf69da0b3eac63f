# A ModuleDict iterated with items() and keys(), in insertion order (not sorted: "b" was
# inserted first), and `in` on it. Wrong if the order is sorted or a head is skipped.
# >>> inputs
# x:float32[batch,3]
# <<<
# >>> sets
# x = torch.randn(1, 3)
# x = torch.randn(2, 3)
# x = torch.randn(5, 3) * 2
# <<<
from typing import List

import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.heads = nn.ModuleDict()
        self.heads["b"] = nn.Linear(3, 3)
        self.heads["a"] = nn.Linear(3, 3)
        self.heads["c"] = nn.Linear(3, 3)

    def forward(self, x: Tensor) -> List[Tensor]:
        outs: List[Tensor] = []
        for name, head in self.heads.items():
            x = torch.tanh(head(x))
            outs.append(x)
        return outs
