# F.scaled_dot_product_attention with no queries and with no keys (a causal mask over no
# keys too).
# F.scaled_dot_product_attention is PyTorch 2.x API: the truth runs its documented reference
# formula (tests/lib/sdpa_ref.py).
# >>> inputs
# q:float32[batch,L,4]
# k:float32[batch,S,4]
# <<<
# >>> sets
# q = torch.randn(2, 0, 4); k = torch.randn(2, 3, 4)
# q = torch.randn(1, 3, 4); k = torch.randn(1, 0, 4)
# q = torch.randn(2, 2, 4); k = torch.randn(2, 5, 4)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


def f(q: Tensor, k: Tensor) -> Tuple[Tensor, Tensor]:
    return F.scaled_dot_product_attention(q, k, k), F.scaled_dot_product_attention(q, k, k, is_causal=True)
