# >>> inputs
# x:float32[n,4]
# p:float32[]
# <<<
# >>> sets
# x = torch.randn(3, 4) * 2.0; p = torch.tensor(3.0)
# x = torch.randn(1, 4); p = torch.tensor(2.0)
# x = torch.randn(2, 4); p = torch.tensor(1.5)
# x = torch.zeros(0, 4); p = torch.tensor(3.0)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def norm(d: Tensor, v: Tensor) -> Tensor:
    return d / torch.sqrt(v + 1e-5) * torch.full([4], 2.0) + torch.full([4], 0.5)


# issue 18: ONNX Runtime's default optimizations fuse d / sqrt(ReduceMean(Pow(d, e)) + eps)
# * w + b, d = x - mean(x), into a LayerNormalization whatever e is: with e = 3 the model
# loaded and computed a layer norm, not this.  A float Pow a mean takes now reaches it through
# a one-input Max (backend_onnx/lower_elementwise.c, lower_pow).  Each norm has its own input
# (ONNX Runtime would merge equal ones, and a shared d is not fused); float32 and float64,
# constant exponents and one known only at run time (2.0 in one set, where fusing is right)
def f(x: Tensor, p: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = x
    da = a - a.mean(-1, keepdim=True)
    b = x * 2.0
    db = b - b.mean(-1, keepdim=True)
    c = x + 1.0
    dc = c - c.mean(-1, keepdim=True)
    e = x * 3.0
    de = e - e.mean(-1, keepdim=True)
    g = (x - 1.0).double()
    dg = g - g.mean(-1, keepdim=True)
    return (norm(da, da.pow(3).mean(-1, keepdim=True)),
            norm(db, torch.pow(db, 4).mean(-1, keepdim=True)),
            norm(dc, dc.abs().pow(p).mean(-1, keepdim=True)),
            norm(de, (de ** 2).mean(-1, keepdim=True)),
            (dg / torch.sqrt(dg.pow(3).mean(-1, keepdim=True) + 1e-5) * torch.ones(4, dtype=torch.float64)
             + torch.zeros(4, dtype=torch.float64)).float())
