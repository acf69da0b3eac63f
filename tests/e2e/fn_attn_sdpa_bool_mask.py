# F.scaled_dot_product_attention with a bool (L, S) mask: True takes part (the opposite
# of nn.MultiheadAttention's masks), broadcast over batch and heads.
# F.scaled_dot_product_attention is PyTorch 2.x API: the truth runs its documented reference
# formula (tests/lib/sdpa_ref.py).
# >>> inputs
# q:float32[batch,2,L,4]
# k:float32[batch,2,S,4]
# v:float32[batch,2,S,6]
# m:bool[L,S]
# <<<
# >>> sets
# q = torch.randn(3, 2, 4, 4); k = torch.randn(3, 2, 5, 4); v = torch.randn(3, 2, 5, 6); m = torch.rand(4, 5) > 0.4; m[:, 0] = True
# q = torch.randn(1, 2, 1, 4); k = torch.randn(1, 2, 1, 4); v = torch.randn(1, 2, 1, 6); m = torch.rand(1, 1) > 0.4; m[:, 0] = True
# q = torch.randn(3, 2, 6, 4); k = torch.randn(3, 2, 2, 4); v = torch.randn(3, 2, 2, 6); m = torch.rand(6, 2) > 0.4; m[:, 0] = True
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


def f(q: Tensor, k: Tensor, v: Tensor, m: Tensor) -> Tensor:
    return F.scaled_dot_product_attention(q, k, v, attn_mask=m)
