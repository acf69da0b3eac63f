# F.scaled_dot_product_attention(is_causal=True): each query sees the keys up to its own
# position, top-left aligned where L and S differ (tril of an (L, S) block of ones).
# F.scaled_dot_product_attention is PyTorch 2.x API: the truth runs its documented reference
# formula (tests/lib/sdpa_ref.py).
# >>> inputs
# q:float32[batch,2,L,4]
# k:float32[batch,2,S,4]
# v:float32[batch,2,S,6]
# <<<
# >>> sets
# q = torch.randn(3, 2, 4, 4); k = torch.randn(3, 2, 5, 4); v = torch.randn(3, 2, 5, 6)
# q = torch.randn(1, 2, 1, 4); k = torch.randn(1, 2, 1, 4); v = torch.randn(1, 2, 1, 6)
# q = torch.randn(3, 2, 6, 4); k = torch.randn(3, 2, 2, 4); v = torch.randn(3, 2, 2, 6)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


def f(q: Tensor, k: Tensor, v: Tensor) -> Tensor:
    return F.scaled_dot_product_attention(q, k, v, is_causal=True)
