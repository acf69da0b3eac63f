# Loop-invariant work that licm moves before the Loop: sizes of outer tensors (Shape, Gather,
# arithmetic), a transpose, unsqueeze and squeeze, a matmul of two outer tensors, a cast, an
# outer 0-d tensor's arithmetic; the loop runs 0, 1 and several times, the batch dim at
# several sizes (0 too), so the hoisted nodes run where the loop does not.
# >>> inputs
# x:float32[b,d]
# h:float32[b,d]
# w:float32[d,d]
# t:float32[]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); h = torch.randn(2, 3); w = torch.randn(3, 3); t = torch.tensor(0.5); n = 0
# x = torch.randn(2, 3); h = torch.randn(2, 3); w = torch.randn(3, 3); t = torch.tensor(0.5); n = 1
# x = torch.randn(5, 4); h = torch.randn(5, 4); w = torch.randn(4, 4) * 0.3; t = torch.tensor(-1.5); n = 6
# x = torch.randn(0, 4); h = torch.randn(0, 4); w = torch.randn(4, 4); t = torch.tensor(2.0); n = 3
# x = torch.randn(1, 1); h = torch.randn(1, 1); w = torch.randn(1, 1); t = torch.tensor(0.0); n = 2
# <<<
import torch
from torch import Tensor


def f(x: Tensor, h: Tensor, w: Tensor, t: Tensor, n: int) -> Tensor:
    for i in range(n):
        s = x.size(0) * 2 + x.size(1)
        wt = w.t()
        xb = x.unsqueeze(0).squeeze(0)
        xw = torch.tanh(x @ wt)
        tt = t * 2.0 - 1.0
        h = torch.tanh(h @ w + xw) + s * 0.001 + xb.long().float() * tt + i
    return h
