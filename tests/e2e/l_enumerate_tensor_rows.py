# enumerate(x) and zip(x, y) over tensors run over their rows (TorchScript has them; they were "enumerate() of this value is not supported"): a comprehension, a Loop, zip of a tensor with a list, and a write through an enumerated row (a view) that reaches x; 0, 1 and many rows.
# >>> inputs
# x:float32[N,2]
# y:float32[N,2]
# <<<
# >>> sets
# x = torch.randn(0, 2); y = torch.randn(0, 2)
# x = torch.randn(1, 2); y = torch.randn(1, 2)
# x = torch.randn(5, 2); y = torch.randn(5, 2)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    rows = [r * float(j) for j, r in enumerate(y)]
    acc = torch.zeros(2)
    for r, s in zip(x, y):
        acc = acc + r * s
    for k, (r, t) in enumerate(zip(y, rows), 1):
        acc = acc + r * t * float(k)
    x = x.clone()
    for i, r in enumerate(x):
        r.add_(float(i))
    stacked = torch.stack(rows).sum(0) if len(rows) > 0 else torch.zeros(2)
    return x, acc, stacked
