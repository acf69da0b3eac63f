# foldw_bn_alone at -O0 (the options block): foldweights does not run, BatchNorm stays a
# normalization and nodes over constants stay nodes; the results are PyTorch's all the same.
# >>> options
# -O0
# <<<
# >>> inputs
# x:float32[batch,4,5,5]
# y:float32[n,3]
# <<<
# >>> sets
# x = torch.randn(2, 4, 5, 5); y = torch.randn(2, 3)
# x = torch.randn(5, 4, 5, 5) * 2 + 1; y = torch.randn(1, 3) * 4
# x = torch.randn(3, 4, 5, 5) - 2; y = torch.randn(6, 3) - 1
# <<<
from typing import Tuple

import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.b0 = nn.BatchNorm2d(4)
        self.b1 = nn.BatchNorm2d(4, eps=1e-3)
        self.c = nn.Conv2d(4, 4, 1)
        self.b2 = nn.BatchNorm2d(4)
        self.c3 = nn.Conv2d(4, 3, 3)
        self.b3 = nn.BatchNorm2d(3, track_running_stats=False)
        self.b4 = nn.BatchNorm1d(3, affine=False)

    def forward(self, x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
        a = self.b0(x)
        b = self.b1(torch.relu(x))
        c = self.b2(torch.sigmoid(self.c(x)))
        d = self.b3(self.c3(x))
        return a, b, c, d, self.b4(y)
