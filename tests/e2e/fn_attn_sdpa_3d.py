# F.scaled_dot_product_attention on 3-d (batch, L, E) inputs, self-attention.
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


def f(x: Tensor) -> Tensor:
    return F.scaled_dot_product_attention(x, x, x)
