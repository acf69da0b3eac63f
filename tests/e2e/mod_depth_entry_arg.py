# A conv stack whose depth is a constructor argument, given by --entry 'Net(depth=3)': the
# loop in __init__ runs at compile time and builds 3 layers (the default would build 1).
# Wrong if the entry's argument is ignored (the weights would not match) or if the layers
# are not applied in order.
# >>> inputs
# x:float32[batch,4,6,6]
# <<<
# >>> options
# --entry Net(depth=3)
# <<<
# >>> sets
# x = torch.randn(1, 4, 6, 6)
# x = torch.randn(3, 4, 6, 6)
# x = torch.randn(2, 4, 6, 6) * 0.5
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self, depth: int = 1, channels: int = 4):
        super().__init__()
        layers = []
        for i in range(depth):
            layers.append(nn.Conv2d(channels, channels, 3, padding=1, groups=1 if i % 2 == 0 else 2))
            layers.append(nn.BatchNorm2d(channels))
            layers.append(nn.ReLU())
        self.layers = nn.ModuleList(layers)

    def forward(self, x: Tensor) -> Tensor:
        for layer in self.layers:
            x = layer(x)
        return x
