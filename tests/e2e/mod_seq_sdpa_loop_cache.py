# F.scaled_dot_product_attention in a decoding loop over a key/value cache that grows by one
# position per trip, causal on the first (prompt) call; the output fed back; n trips of
# run-time length, prompt lengths 1 and several, batch 1 and 2 (truth: tests/lib/sdpa_ref.py).
# >>> inputs
# x:float32[batch,T,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(1, 1, 4); n = 0
# x = torch.randn(2, 3, 4); n = 2
# x = torch.randn(1, 4, 4); n = 4
# x = torch.randn(2, 1, 4); n = 1
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(4, 12)

    def forward(self, x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
        q, k, v = self.proj(x).split(4, dim=-1)
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        last = y[:, -1:]
        for _ in range(n):
            q1, k1, v1 = self.proj(last).split(4, dim=-1)
            k = torch.cat([k, k1], 1)
            v = torch.cat([v, v1], 1)
            last = F.scaled_dot_product_attention(q1, k, v)
        return y, last
