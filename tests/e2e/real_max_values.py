# User-style: NamedTuple results: max(dim).values, min(dim)[0], sort unpacked, topk .values/.indices.
# >>> inputs
# x:float32[N,M]
# <<<
# >>> sets
# x = torch.randn(3, 4)
# x = torch.randn(1, 7)
# x = torch.randn(2, 1)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    v = x.max(dim=1).values
    i = x.argmax(1)
    m = x.min(dim=0)[0]
    sx, idx = torch.sort(x, dim=1, descending=True)
    top = x.topk(1, dim=1)
    return v + m.sum(), i + idx[:, 0], sx[:, -1], top.values.squeeze(1) - top.indices.float().squeeze(1)
