# Folded constants of more than 4 KB at -O2 (kept as recipes, computed at emission) that
# other folds read: a transpose and a reshape of a folded product (a chain of two recipes),
# BatchNorm folded into a convolution and a grouped transposed convolution whose weights are
# folded products themselves, two folded constants with the same bytes from different
# operations (CSE of the ONNX graph compares them by computing both), and an integer
# buffer's folded sum as a floor division's divisor (lowering reads it for zeros). Wrong if
# a recipe of a recipe, or a comparison of two, reads bytes that are not there.
# >>> inputs
# x:float32[batch,48]
# y:float32[n2,8,5,5]
# z:float32[n3,16,4,4]
# k:int64[m,1024]
# <<<
# >>> sets
# x = torch.randn(1, 48); y = torch.randn(1, 8, 5, 5); z = torch.randn(1, 16, 4, 4); k = torch.randint(-50, 50, (1, 1024))
# x = torch.randn(3, 48) * 2; y = torch.randn(2, 8, 5, 5) - 1; z = torch.randn(3, 16, 4, 4) + 1; k = torch.randint(-9, 9, (3, 1024))
# x = torch.randn(2, 48) - 1; y = torch.randn(3, 8, 5, 5) * 2; z = torch.randn(2, 16, 4, 4) * 3; k = torch.randint(-1000, 1000, (2, 1024))
# <<<
from typing import Tuple

import torch
from torch import nn, Tensor
import torch.nn.functional as F


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.zeros(64, 48))
        self.cw = nn.Parameter(torch.zeros(32, 8, 3, 3))
        self.bn = nn.BatchNorm2d(32)
        self.tw = nn.Parameter(torch.zeros(16, 12, 3, 3))
        self.bt = nn.BatchNorm2d(24)
        self.register_buffer("d", torch.arange(1024))

    def forward(self, x: Tensor, y: Tensor, z: Tensor, k: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
        a = x @ (self.w * 2).t()
        b = x @ (self.w + 1).reshape(48, 64)
        c = x @ (self.w + self.w).t() - a
        d = self.bn(F.conv2d(y, self.cw * 0.5, padding=1))
        e = self.bt(F.conv_transpose2d(z, self.tw - 0.25, groups=2))
        f = k // (self.d * 2 + 1)
        return a + b, c, d, e, f.float()
