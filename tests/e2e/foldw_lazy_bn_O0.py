# foldw_lazy_bn at -O0 (the options block): foldweights does not run, BatchNorm stays a
# normalization and nodes over constants stay nodes; the results are PyTorch's all the same.
# >>> options
# -O0
# <<<
# >>> inputs
# x:float32[batch,16,6,6]
# y:float32[n2,24,5]
# z:float32[n3,8,3,4,4]
# v:float32[n4,64]
# <<<
# >>> sets
# x = torch.randn(1, 16, 6, 6); y = torch.randn(1, 24, 5); z = torch.randn(1, 8, 3, 4, 4); v = torch.randn(1, 64)
# x = torch.randn(2, 16, 6, 6) + 1; y = torch.randn(3, 24, 5) * 2; z = torch.randn(2, 8, 3, 4, 4) - 1; v = torch.randn(5, 64) * 3
# x = torch.randn(3, 16, 6, 6) * 2; y = torch.randn(2, 24, 5) - 1; z = torch.randn(1, 8, 3, 4, 4) * 3; v = torch.randn(2, 64) + 1
# <<<
from typing import Tuple

import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.c = nn.Conv2d(16, 32, 3, padding=1)
        self.bc = nn.BatchNorm2d(32)
        self.t = nn.ConvTranspose2d(32, 48, 3, stride=2, groups=4)
        self.bt = nn.BatchNorm2d(48, eps=1e-3)
        self.t1 = nn.ConvTranspose1d(24, 40, 3, bias=False)
        self.bt1 = nn.BatchNorm1d(40)
        self.c3 = nn.Conv3d(8, 24, 3, padding=1, bias=False)
        self.b3 = nn.BatchNorm3d(24)
        self.l = nn.Linear(64, 96)
        self.bl = nn.BatchNorm1d(96)

    def forward(self, x: Tensor, y: Tensor, z: Tensor, v: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
        h = torch.relu(self.bc(self.c(x)))
        return self.bt(self.t(h)), self.bt1(self.t1(y)), self.b3(self.c3(z)), self.bl(self.l(v))
