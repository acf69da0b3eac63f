# glu (halving any dim, a symbolic one too), prelu (one weight, one per channel, a 0-d
# weight, 1-d and 0-d inputs), F.softmax / F.log_softmax / F.softmin with dim=None
# (F's implicit dim: 0 for 0-d, 1-d and 3-d inputs, else 1) and dtype=, F.normalize (p 2,
# 1, 3, 0.5, inf, -inf, 0, dims, eps, a zero row: divided by eps), float64
# >>> inputs
# x:float32[b,4,n]
# y:float32[b,6]
# w:float32[4]
# v:float64[3,c]
# <<<
# >>> sets
# x = torch.randn(2, 4, 6); y = torch.randn(2, 6); w = torch.rand(4); v = torch.randn(3, 4, dtype=torch.float64)
# x = torch.randn(1, 4, 2); y = torch.zeros(1, 6); w = torch.rand(4); v = torch.randn(3, 8, dtype=torch.float64)
# x = torch.randn(3, 4, 4); y = torch.randn(3, 6); w = torch.rand(4); v = torch.zeros(3, 2, dtype=torch.float64)
# <<<
# >>> min-opset
# 13
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, w: Tensor, v: Tensor) -> List[Tensor]:
    return [
        F.glu(x), F.glu(x, 1), F.glu(y, -1), v.glu(), F.glu(v[:2], 0),
        F.prelu(x, w), F.prelu(x, w[:1]), torch.prelu(y, torch.tensor(0.25)), F.prelu(y[0], torch.tensor([0.1])),
        F.prelu(y[0, 0], torch.tensor([0.1])), x.prelu(w),
        F.softmax(x), F.softmax(y), F.softmax(y[0]), F.log_softmax(x), F.log_softmax(y, dtype=torch.float64),
        F.softmin(x), F.softmin(y, 0), F.softmin(v, dim=1, dtype=torch.float32), F.softmax(y[0, 0]),
        F.normalize(x), F.normalize(x, p=1.0, dim=2), F.normalize(y, 3.0), F.normalize(y, 0.5, -1),
        F.normalize(y, float("inf")), F.normalize(y, -float("inf")), F.normalize(y, 0.0), F.normalize(torch.cat([y, y[:, :1] * float("nan")], 1), float("inf")),
        F.normalize(v, dim=0, eps=0.5), F.normalize(v),
        F.softmax(y.to(torch.bfloat16)).float(), F.softmin(x.to(torch.bfloat16), 2).float(), F.log_softmax(y[0, 0].to(torch.bfloat16)).float(),
    ]
