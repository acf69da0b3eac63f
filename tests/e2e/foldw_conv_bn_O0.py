# foldw_conv_bn at -O0 (the options block): foldweights does not run, BatchNorm stays a
# normalization and nodes over constants stay nodes; the results are PyTorch's all the same.
# >>> options
# -O0
# <<<
# >>> inputs
# x:float32[batch,4,6]
# y:float32[n2,4,5,5]
# z:float32[n3,4,3,4,4]
# <<<
# >>> sets
# x = torch.randn(1, 4, 6); y = torch.randn(1, 4, 5, 5); z = torch.randn(1, 4, 3, 4, 4)
# x = torch.randn(3, 4, 6) * 2; y = torch.randn(3, 4, 5, 5) + 1; z = torch.randn(2, 4, 3, 4, 4)
# x = torch.randn(5, 4, 6) - 1; y = torch.randn(2, 4, 5, 5) * 3; z = torch.randn(3, 4, 3, 4, 4) + 2
# <<<
from typing import Tuple

import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv1d(4, 6, 3, padding=1)
        self.b1 = nn.BatchNorm1d(6)
        self.c2 = nn.Conv2d(4, 8, 3, stride=2, bias=False)
        self.b2 = nn.BatchNorm2d(8, eps=1e-3)
        self.c3 = nn.Conv3d(4, 6, 3, padding=1, groups=2)
        self.b3 = nn.BatchNorm3d(6, affine=False)
        self.c4 = nn.Conv2d(4, 4, 3, padding=1)
        self.b4 = nn.BatchNorm2d(4)

    def forward(self, x: Tensor, y: Tensor, z: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
        a = torch.relu(self.b1(self.c1(x)))
        b = self.b2(self.c2(y))
        c = self.b3(self.c3(z))
        r = self.c4(y)
        d = self.b4(r) + r
        return a, b, c, d
