# Loop-invariant nodes that fail on some inputs, in a loop that runs 0 times on exactly those
# inputs: PyTorch never runs them, so the model must not either (licm hoists only what cannot
# fail).  x + y with p != q, x[k] past the end, cat of w and w.t() and w @ w with r != s,
# x.view(-1, 3) with p not a multiple of 3, an integer division by 0.
# >>> inputs
# x:float32[p]
# y:float32[q]
# w:float32[r,s]
# k:int64[]
# m:int64[]
# dz:int64[]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(4); y = torch.randn(5); w = torch.randn(2, 3); k = 7; m = torch.tensor(5); dz = torch.tensor(0); n = 0
# x = torch.randn(1); y = torch.randn(0); w = torch.randn(0, 3); k = -2; m = torch.tensor(-3); dz = torch.tensor(0); n = 0
# x = torch.randn(6); y = torch.randn(6); w = torch.randn(3, 3); k = 1; m = torch.tensor(7); dz = torch.tensor(2); n = 0
# x = torch.randn(6); y = torch.randn(6); w = torch.randn(3, 3); k = -6; m = torch.tensor(7); dz = torch.tensor(-2); n = 3
# x = torch.randn(3); y = torch.randn(1); w = torch.randn(2, 2); k = 2; m = torch.tensor(-7); dz = torch.tensor(3); n = 1
# <<<
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor, w: Tensor, k: int, m: Tensor, dz: Tensor, n: int) -> Tensor:
    acc = torch.zeros(3)
    for _ in range(n):
        a = x + y
        b = x[k]
        c = torch.cat([w, w.t()], 0)
        d = x.view(-1, 3)
        e = w @ w
        g = torch.div(m, dz, rounding_mode="floor")
        acc = acc + a.sum() + b + c.sum() + d.sum(0) + e.sum() + g.float()
    return acc
