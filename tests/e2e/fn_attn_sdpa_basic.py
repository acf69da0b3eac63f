# F.scaled_dot_product_attention on (batch, heads, L, E) queries, keys of another length S
# and values of another width; lengths 1 and several, batch 1 and 3.
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
    return F.scaled_dot_product_attention(q, k, v)
