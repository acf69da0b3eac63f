# foldw_const_ops at -O0 (the options block): foldweights does not run, BatchNorm stays a
# normalization and nodes over constants stay nodes; the results are PyTorch's all the same.
# >>> options
# -O0
# <<<
# >>> inputs
# x:float32[batch,6]
# <<<
# >>> sets
# x = torch.randn(1, 6)
# x = torch.randn(4, 6) * 3
# x = torch.randn(2, 6) - 1
# <<<
from typing import Tuple

import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.zeros(4, 6))
        self.u = nn.Parameter(torch.zeros(2, 3, 4))
        self.v = nn.Parameter(torch.zeros(6, 6))
        self.s = nn.Parameter(torch.zeros(1, 6))
        self.register_buffer("k", torch.arange(4))

    def forward(self, x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
        a = x @ self.w.t()
        b = x @ self.u.squeeze(1).permute(2, 0, 1).reshape(4, 6).transpose(0, 1)
        c = x @ (self.v * 0.5 + 1).mm(self.v) - self.s.squeeze(0).unsqueeze(0).squeeze(1).flatten()
        d = (self.k * 3 - 1).unsqueeze(0) + x.sum()
        e = x / (self.s.abs() + 2) + torch.exp(self.s) * torch.sigmoid(self.s) - torch.where(self.s > 0, self.s, self.s * -1).sqrt()
        return a, b, c, d, e
