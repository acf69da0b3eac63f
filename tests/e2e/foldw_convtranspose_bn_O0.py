# foldw_convtranspose_bn at -O0 (the options block): foldweights does not run, BatchNorm stays a
# normalization and nodes over constants stay nodes; the results are PyTorch's all the same.
# >>> options
# -O0
# <<<
# >>> inputs
# x:float32[batch,4,5,5]
# y:float32[n2,3,7]
# z:float32[n3,6,2,3,3]
# <<<
# >>> sets
# x = torch.randn(1, 4, 5, 5); y = torch.randn(1, 3, 7); z = torch.randn(1, 6, 2, 3, 3)
# x = torch.randn(2, 4, 5, 5) + 1; y = torch.randn(4, 3, 7) * 3; z = torch.randn(2, 6, 2, 3, 3)
# x = torch.randn(3, 4, 5, 5) * 2; y = torch.randn(2, 3, 7) - 2; z = torch.randn(3, 6, 2, 3, 3) + 1
# <<<
from typing import Tuple

import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.t2 = nn.ConvTranspose2d(4, 6, 3, stride=2, groups=2)
        self.b2 = nn.BatchNorm2d(6)
        self.t1 = nn.ConvTranspose1d(3, 5, 4, stride=2, output_padding=1)
        self.b1 = nn.BatchNorm1d(5, eps=1e-2)
        self.t3 = nn.ConvTranspose3d(6, 9, 2, groups=3, bias=False, dilation=2)
        self.b3 = nn.BatchNorm3d(9)

    def forward(self, x: Tensor, y: Tensor, z: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
        return self.b2(self.t2(x)), torch.relu(self.b1(self.t1(y))), self.b3(self.t3(z))
