# foldw_onnx_ops at -O0 (the options block): onnxfold does not run, the nodes over weights stay
# nodes; the results are PyTorch's all the same.
# >>> options
# -O0
# <<<
# >>> inputs
# x:float32[batch,6]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(1, 6); n = 0
# x = torch.randn(4, 6) * 3; n = 2
# x = torch.randn(2, 6) - 1; n = 1
# x = -torch.rand(3, 6); n = 3
# <<<
from typing import Tuple

import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.zeros(4, 6))
        self.big = nn.Parameter(torch.zeros(64, 32))
        self.register_buffer("k", torch.arange(6))

    def forward(self, x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
        a = x @ torch.cat([self.w, self.w[1:3]], 0).t()
        b = x[:, :5] * self.w[2:3, 1:6] + self.w[:, 1:4].sum() + self.w[::2].sum(0)[:5]
        c = x + torch.index_select(self.w, 0, torch.tensor([3, 0])).sum(0) + self.w[3:3].sum()
        d = x.double() * self.w[1].to(torch.float64) + self.k[1:5].sum()
        r = torch.cat([self.big[40:], self.big[:40]], 0).unsqueeze(0)
        e = r[0, 3:9, 2:8].sum(0) * x + r[0, 60:61, :6]
        y = x
        z = self.w[0:1]
        for i in range(n):
            z = torch.cat([self.w[1:2], self.w[3:4]], 1)[:, 2:8]
            y = y + z
        if bool(x.sum() > 0):
            q = self.w[0:2]
        else:
            q = torch.cat([self.w[3:4], self.w[1:2]])
        return a, b, c, d, e, y, z, q
