# BatchNorm with no convolution or Linear before it is not folded into anything at -O2
# (float32: lowered to one BatchNormalization; float64 ones become x * s + t, see
# foldw_conv_bn_f64): on an input, after a ReLU, after a convolution followed by something
# else, BatchNorm1d without affine parameters on [N, C]; a BatchNorm without running
# statistics (track_running_stats=False normalizes by the batch's own statistics in eval
# mode too) after a convolution. Wrong if any of them is folded into something, or if the
# batch-statistics one uses running ones.
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
