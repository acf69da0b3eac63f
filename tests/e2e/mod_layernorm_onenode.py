# float32 layer_norm with a weight is one ONNX LayerNormalization (opset 17), the residual
# sum before it a Sum (backend_onnx/lower_norm.c, onelayernorm): rows far from 0 with a small
# spread (10 + 0.1 noise: PyTorch itself is 5e-5 from exact), constant rows (variance 0: the bias alone), large values, an
# eps that dominates, two normalized dims, no bias, a normalized dim of size 0, the sum
# used again after the norm (pre-norm), a symbolic batch at 0, 1 and 5, inside a loop
# >>> inputs
# x:float32[batch,seq,8]
# y:float32[batch,seq,8]
# z:float32[batch,0]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(5, 3, 8); y = torch.randn(5, 3, 8) * 3; z = torch.randn(5, 0); n = torch.tensor(2)
# x = torch.full((1, 4, 8), 10.0) + torch.randn(1, 4, 8) * 1e-1; y = torch.randn(1, 4, 8) * 1e-3; z = torch.randn(1, 0); n = torch.tensor(0)
# x = torch.full((2, 2, 8), 3.0); y = torch.zeros(2, 2, 8); z = torch.randn(2, 0); n = torch.tensor(1)
# x = torch.randn(2, 3, 8) * 1e18; y = torch.randn(2, 3, 8) * 1e17; z = torch.randn(2, 0); n = torch.tensor(3)
# x = torch.randn(0, 3, 8); y = torch.randn(0, 3, 8); z = torch.randn(0, 0); n = torch.tensor(2)
# x = torch.randn(3, 0, 8); y = torch.randn(3, 0, 8); z = torch.randn(3, 0); n = torch.tensor(1)
# <<<
from typing import Tuple

import torch
from torch import Tensor, nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.post = nn.LayerNorm(8)
        self.pre = nn.LayerNorm(8, eps=10.0)
        self.two = nn.LayerNorm([3, 8])
        self.empty = nn.LayerNorm(0)
        self.lin = nn.Linear(8, 8)

    def forward(self, x: Tensor, y: Tensor, z: Tensor, n: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
        a = self.post(x + y)
        s = x + self.lin(y)
        b = self.pre(s) + s
        c = torch.layer_norm(x * 2.0 - y, [8], self.post.weight, None, 1e-5)
        h = x
        for _ in range(int(n)):
            h = self.post(h + self.lin(h))
        e = self.empty(z)
        if x.size(1) == 3:
            d = self.two(x + y)
        else:
            d = x
        return a, b, c, h, e + d.sum()
