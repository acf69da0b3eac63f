# F.scaled_dot_product_attention on float64, causal.
# F.scaled_dot_product_attention is PyTorch 2.x API: the truth runs its documented reference
# formula (tests/lib/sdpa_ref.py).
# >>> inputs
# x:float64[batch,L,4]
# <<<
# >>> sets
# x = torch.randn(3, 5, 4, dtype=torch.float64)
# x = torch.randn(1, 1, 4, dtype=torch.float64)
# x = torch.randn(2, 3, 4, dtype=torch.float64)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tensor:
    return F.scaled_dot_product_attention(x, x, x, is_causal=True)
