# F.scaled_dot_product_attention with a bool (batch, heads, L, S) mask, some rows with
# no key taking part: NaN there, as the reference gives it.
# F.scaled_dot_product_attention is PyTorch 2.x API: the truth runs its documented reference
# formula (tests/lib/sdpa_ref.py).
# >>> inputs
# q:float32[batch,2,L,4]
# k:float32[batch,2,S,4]
# v:float32[batch,2,S,6]
# m:bool[batch,2,L,S]
# <<<
# >>> sets
# q = torch.randn(3, 2, 4, 4); k = torch.randn(3, 2, 5, 4); v = torch.randn(3, 2, 5, 6); m = torch.rand(3, 2, 4, 5) > 0.5; m[0, 0, 0, :] = False
# q = torch.randn(1, 2, 1, 4); k = torch.randn(1, 2, 1, 4); v = torch.randn(1, 2, 1, 6); m = torch.rand(1, 2, 1, 1) > 0.5; m[0, 0, 0, :] = False
# q = torch.randn(3, 2, 6, 4); k = torch.randn(3, 2, 2, 4); v = torch.randn(3, 2, 2, 6); m = torch.rand(3, 2, 6, 2) > 0.5; m[0, 0, 0, :] = False
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


def f(q: Tensor, k: Tensor, v: Tensor, m: Tensor) -> Tensor:
    return F.scaled_dot_product_attention(q, k, v, attn_mask=m)
