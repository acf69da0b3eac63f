# User-style: attention whose Optional[Tensor] mask is set on one branch and checked in a helper, heads from chunk put back with cat over enumerate.
# >>> min-opset
# 16
# <<<
# >>> inputs
# q:float32[B,T,8]
# mask:bool[B,T]
# use_mask:bool[]
# <<<
# >>> sets
# q = torch.randn(1, 3, 8); mask = torch.rand(1, 3) > 0.3; use_mask = True
# q = torch.randn(2, 5, 8); mask = torch.rand(2, 5) > 0.5; use_mask = False
# q = torch.randn(2, 1, 8); mask = torch.ones(2, 1, dtype=torch.bool); use_mask = True
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def attend(q: Tensor, mask: Optional[Tensor]) -> Tensor:
    s = torch.matmul(q, q.transpose(1, 2)) / 8.0 ** 0.5
    if mask is not None:
        s = s.masked_fill(~mask.unsqueeze(1), -1.0e4)
    return torch.softmax(s, dim=-1).matmul(q)


def f(q: Tensor, mask: Tensor, use_mask: bool) -> Tensor:
    m: Optional[Tensor] = None
    if use_mask:
        m = mask
    out = attend(q, m)
    heads = out.chunk(2, dim=-1)
    return torch.cat([h * float(i + 1) for i, h in enumerate(heads)], dim=-1)
