# A subclass of nn.Sequential that builds its layers in __init__ (positional modules to
# super().__init__, then add_module and append), used as a layer of another Sequential.
# Wrong if its children are named otherwise than 0, 1, ..., "extra", or run out of order.
# >>> inputs
# x:float32[batch,3,8,8]
# <<<
# >>> sets
# x = torch.randn(1, 3, 8, 8)
# x = torch.randn(2, 3, 8, 8)
# x = torch.randn(4, 3, 8, 8) * 0.5
# <<<
import torch
from torch import nn, Tensor


class ConvBNAct(nn.Sequential):
    def __init__(self, cin: int, cout: int, stride: int = 1):
        super().__init__(nn.Conv2d(cin, cout, 3, stride, 1, bias=False), nn.BatchNorm2d(cout))
        self.add_module("extra", nn.Hardswish())
        self.append(nn.Identity())


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(ConvBNAct(3, 6), ConvBNAct(6, 8, stride=2))
        self.head = nn.Conv2d(8, 2, 1)

    def forward(self, x: Tensor) -> Tensor:
        return self.head(self.body(x)).mean(dim=(2, 3))
