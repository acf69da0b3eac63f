# A hand-written multi-head self-attention module as PyTorch 2.x code writes it: a packed
# qkv projection, heads split by view and transpose, F.scaled_dot_product_attention with
# is_causal and dropout_p=self.dropout if self.training else 0.0, merged back.
# F.scaled_dot_product_attention is PyTorch 2.x API: the truth runs its documented reference
# formula (tests/lib/sdpa_ref.py).
# >>> inputs
# x:float32[batch,L,8]
# <<<
# >>> sets
# x = torch.randn(3, 5, 8)
# x = torch.randn(1, 1, 8)
# x = torch.randn(3, 2, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Linear(8, 24)
        self.proj = nn.Linear(8, 8)
        self.dropout = 0.1

    def forward(self, x: Tensor) -> Tensor:
        B, T, C = x.size()
        q, k, v = self.qkv(x).split(8, dim=2)
        q = q.view(B, T, 2, 4).transpose(1, 2)
        k = k.view(B, T, 2, 4).transpose(1, 2)
        v = v.view(B, T, 2, 4).transpose(1, 2)
        y = F.scaled_dot_product_attention(q, k, v, dropout_p=self.dropout if self.training else 0.0,
                                           is_causal=True)
        y = y.transpose(1, 2).contiguous().view(B, T, C)
        return self.proj(y)
