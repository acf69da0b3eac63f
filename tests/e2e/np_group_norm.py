# F.group_norm: one group, a group per channel, groups of several channels, over 2-d to 4-d
# inputs, weight and bias as the user's inputs (or None), float64, a symbolic batch and an
# empty one, spatial sizes known only at run time; torch.group_norm (aten's schema)
# >>> inputs
# x:float32[batch,6,5]
# w:float32[6]
# b:float32[6]
# y:float64[batch,4,3,2]
# s:float32[n,6,h]
# <<<
# >>> sets
# x = torch.randn(2, 6, 5); w = torch.randn(6); b = torch.randn(6); y = torch.randn(2, 4, 3, 2, dtype=torch.float64); s = torch.randn(2, 6, 3)
# x = torch.randn(5, 6, 5) * 3 - 1; w = torch.randn(6); b = torch.randn(6); y = torch.randn(5, 4, 3, 2, dtype=torch.float64); s = torch.randn(5, 6, 7)
# x = torch.randn(0, 6, 5); w = torch.randn(6); b = torch.randn(6); y = torch.randn(0, 4, 3, 2, dtype=torch.float64); s = torch.randn(3, 6, 1)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, w: Tensor, b: Tensor, y: Tensor, s: Tensor) -> List[Tensor]:
    a = F.group_norm(x, 3, w, b)
    c = F.group_norm(x, 1)
    d = F.group_norm(x, 6, w, eps=1e-2)
    e = torch.group_norm(x, 2, None, b, 1e-5, False)
    g = F.group_norm(y, 2)
    h = F.group_norm(y, 4, bias=w[:4].double())
    i = F.group_norm(s, 3, w, b)
    j = F.group_norm(x[:, :, 0], 2, w, b)
    return [a, c, d, e, g, h, i, j]
