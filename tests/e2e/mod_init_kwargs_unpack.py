# '**' keyword unpacking in __init__ (it runs at compile time, as Python): torchvision's
# BasicConv2d(in, out, **kwargs) passing them on to nn.Conv2d beside an explicit keyword,
# dict(k=v) and dict(m, k=v) splatted, a module-level helper taking **kw, *args with
# **cfg from --entry's keywords, an empty ** and a ** before explicit keywords. Wrong if a
# keyword is dropped or bound to another parameter (the weights' shapes, strides and
# paddings would differ).
# >>> inputs
# x:float32[batch,3,h,w]
# <<<
# >>> options
# --entry 'Net(padding=2, dilation=2)'
# <<<
# >>> sets
# x = torch.randn(1, 3, 12, 12)
# x = torch.randn(2, 3, 16, 13)
# x = torch.randn(3, 3, 12, 14) * 2
# <<<
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch import Tensor


class BasicConv2d(nn.Module):
    def __init__(self, in_channels: int, out_channels: int, **kwargs):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, bias=False, **kwargs)
        self.bn = nn.BatchNorm2d(out_channels, eps=0.001)

    def forward(self, x: Tensor) -> Tensor:
        return F.relu(self.bn(self.conv(x)), inplace=True)


def make(cin: int, cout: int, **kw):
    return nn.Conv2d(cin, cout, **kw)


class Net(nn.Module):
    def __init__(self, **cfg):
        super().__init__()
        opts = dict(kernel_size=3, padding=1)
        self.a = BasicConv2d(3, 4, **opts)
        self.b = BasicConv2d(4, 5, kernel_size=(1, 3), **dict({"stride": 1}, padding=(0, 1)))
        self.c = make(5, 6, kernel_size=1, bias=False)
        args = (6, 7, 3)
        self.d = nn.Conv2d(*args, **cfg)
        self.e = nn.Conv2d(7, 2, **{}, kernel_size=1)

    def forward(self, x: Tensor) -> Tensor:
        return self.e(self.d(self.c(self.b(self.a(x)))))
