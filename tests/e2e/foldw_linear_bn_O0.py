# foldw_linear_bn at -O0 (the options block): foldweights does not run, BatchNorm stays a
# normalization and nodes over constants stay nodes; the results are PyTorch's all the same.
# >>> options
# -O0
# <<<
# >>> inputs
# x:float32[batch,5]
# y:float32[n2,4,5]
# <<<
# >>> sets
# x = torch.randn(2, 5); y = torch.randn(2, 4, 5)
# x = torch.randn(7, 5) * 2; y = torch.randn(3, 4, 5) - 1
# x = torch.randn(1, 5); y = torch.randn(1, 4, 5) * 3
# <<<
from typing import Tuple

import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.l1 = nn.Linear(5, 8)
        self.b1 = nn.BatchNorm1d(8)
        self.l2 = nn.Linear(8, 3, bias=False)
        self.b2 = nn.BatchNorm1d(3, eps=0.1)
        self.l3 = nn.Linear(5, 6)
        self.b3 = nn.BatchNorm1d(4)

    def forward(self, x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor]:
        h = torch.relu(self.b1(self.l1(x)))
        return self.b2(self.l2(h)), self.b3(self.l3(y))
