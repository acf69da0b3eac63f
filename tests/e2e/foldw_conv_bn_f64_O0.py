# foldw_conv_bn_f64 at -O0 (the options block): foldweights does not run, BatchNorm stays a
# normalization and nodes over constants stay nodes; the results are PyTorch's all the same.
# >>> options
# -O0
# <<<
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
