# A mask write x[mask] = v is one Where where the mask covers x's first dims (their dims
# the same in the types) and v broadcasts against the dims after them (backend_onnx/
# lower_scatter.c, maskput): a full mask and a 0-d value, a row mask [B] with a [N] value
# and a 0-d one, a uint8 mask, an int tensor given a float value (cast as PyTorch casts),
# a NaN value, empty batches; and the forms that keep ScatterND: a mask of a dim the types
# do not show equal, a value of one element per selected row; a value that does not fit
# (the raises set)
# >>> inputs
# x:float32[B,N]
# rows:bool[B]
# v:float32[N]
# k:int64[B,N]
# other:bool[M]
# <<<
# >>> sets
# x = torch.randn(4, 5); rows = torch.tensor([True, False, True, True]); v = torch.randn(5); k = torch.randint(-9, 9, (4, 5)); other = torch.tensor([False, True, False, False])
# x = torch.randn(1, 3); rows = torch.tensor([False]); v = torch.randn(3); k = torch.randint(-9, 9, (1, 3)); other = torch.tensor([True])
# x = torch.randn(0, 2); rows = torch.zeros(0, dtype=torch.bool); v = torch.randn(2); k = torch.zeros(0, 2, dtype=torch.long); other = torch.zeros(0, dtype=torch.bool)
# x = torch.randn(3, 0); rows = torch.tensor([True, True, False]); v = torch.randn(0); k = torch.zeros(3, 0, dtype=torch.long); other = torch.tensor([True, False, True])
# <<<
# >>> raises
# x = torch.randn(3, 4); rows = torch.tensor([True, False, True]); v = torch.randn(4); k = torch.randint(-9, 9, (3, 4)); other = torch.tensor([True, False])
# <<<
from typing import Tuple

import torch
from torch import Tensor


def f(x: Tensor, rows: Tensor, v: Tensor, k: Tensor, other: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = x.clone()
    a[a > 0.5] = 0.0
    a[a < -0.5] = float("nan")
    b = x.clone()
    b[rows] = v
    c = x.clone()
    c[rows] = 2.5
    c[rows.to(torch.uint8)] = -1.0
    d = k.clone()
    d[d < 0] = 3.7
    e = x.clone()
    e[other] = 1.0
    g = x.clone()
    g[rows] = x[rows] * 2.0
    h = x.clone()
    h[rows] = torch.full([1, 1], 4.0)
    return a, b, c, d, e, g, h
