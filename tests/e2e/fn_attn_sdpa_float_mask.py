# F.scaled_dot_product_attention with a float (batch, 1, L, S) mask added to the scores.
# F.scaled_dot_product_attention is PyTorch 2.x API: the truth runs its documented reference
# formula (tests/lib/sdpa_ref.py).
# >>> inputs
# q:float32[batch,2,L,4]
# k:float32[batch,2,S,4]
# v:float32[batch,2,S,6]
# m:float32[batch,1,L,S]
# <<<
# >>> sets
# q = torch.randn(3, 2, 4, 4); k = torch.randn(3, 2, 5, 4); v = torch.randn(3, 2, 5, 6); m = torch.randn(3, 1, 4, 5)
# q = torch.randn(1, 2, 1, 4); k = torch.randn(1, 2, 1, 4); v = torch.randn(1, 2, 1, 6); m = torch.randn(1, 1, 1, 1)
# q = torch.randn(3, 2, 6, 4); k = torch.randn(3, 2, 2, 4); v = torch.randn(3, 2, 2, 6); m = torch.randn(3, 1, 6, 2)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


def f(q: Tensor, k: Tensor, v: Tensor, m: Tensor) -> Tensor:
    return F.scaled_dot_product_attention(q, k, v, m)
