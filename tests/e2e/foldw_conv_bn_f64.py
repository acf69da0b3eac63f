# Conv2d and BatchNorm2d in float64 (their dtype= argument), folded at -O2 in float64; a
# ModuleList of conv-bn blocks applied in a loop (unrolled at compile time), with a
# residual on every other block; an empty batch; a last BatchNorm with no convolution
# before it (float64: x * s + t). Wrong if a float64 BatchNorm is left
# unfolded or folded wrongly, or if a block's BatchNorm is folded into another block's
# convolution. (Folding in float32 instead of float64 is within the suite's tolerance.)
# >>> inputs
# x:float64[batch,3,6,6]
# <<<
# >>> sets
# x = torch.randn(2, 3, 6, 6, dtype=torch.float64)
# x = torch.randn(1, 3, 6, 6, dtype=torch.float64) * 3
# x = torch.randn(0, 3, 6, 6, dtype=torch.float64)
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.convs = nn.ModuleList([nn.Conv2d(3, 3, 3, padding=1, dtype=torch.float64)
                                    for _ in range(3)])
        self.out = nn.BatchNorm2d(3, dtype=torch.float64)
        self.bns = nn.ModuleList([nn.BatchNorm2d(3, eps=1e-9, dtype=torch.float64)
                                  for _ in range(3)])
        self.out = nn.BatchNorm2d(3, dtype=torch.float64)

    def forward(self, x: Tensor) -> Tensor:
        i = 0
        for conv, bn in zip(self.convs, self.bns):
            y = bn(conv(x))
            x = y + x if i % 2 == 0 else torch.tanh(y)
            i += 1
        return self.out(x)
