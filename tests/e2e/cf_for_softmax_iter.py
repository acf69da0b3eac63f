# Iterated attention-like update: softmax, matmul and a residual, n times.
# >>> inputs
# q:float32[t,8]
# kv:float32[s,8]
# n:int64[]
# <<<
# >>> sets
# q = torch.randn(2, 8); kv = torch.randn(3, 8); n = 0
# q = torch.randn(4, 8); kv = torch.randn(5, 8); n = 1
# q = torch.randn(3, 8); kv = torch.randn(2, 8); n = 4
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
import math


def f(q: Tensor, kv: Tensor, n: int) -> Tensor:
    scale = 1.0 / math.sqrt(q.size(-1))
    for _ in range(n):
        att = F.softmax(q @ kv.transpose(0, 1) * scale, dim=-1)
        q = q + att @ kv
    return q
