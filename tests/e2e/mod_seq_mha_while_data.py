# nn.MultiheadAttention in a while loop: the output fed back as the query until its sum of
# magnitudes passes a bound or n steps ran (data-dependent), keys fixed; batch 1 and 2, L and S 1 and
# several.
# >>> inputs
# q:float32[L,batch,8]
# kv:float32[S,batch,8]
# n:int64[]
# <<<
# >>> sets
# q = torch.randn(1, 1, 8); kv = torch.randn(1, 1, 8); n = 0
# q = torch.randn(3, 2, 8); kv = torch.randn(5, 2, 8); n = 3
# q = torch.randn(2, 1, 8) * 3; kv = torch.randn(4, 1, 8); n = 2
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 2)

    def forward(self, q: Tensor, kv: Tensor, n: int) -> Tuple[Tensor, int]:
        i = 0
        while i < n and bool(q.abs().sum() < 40.0):
            a, _ = self.attn(q, kv, kv, need_weights=False)
            q = q + a
            i += 1
        return q, i
