# A generation loop with a key/value cache growing by one position per step, the new
# position attending to the cache with F.scaled_dot_product_attention, n steps (0, 1,
# several).
# F.scaled_dot_product_attention is PyTorch 2.x API: the truth runs its documented reference
# formula (tests/lib/sdpa_ref.py).
# >>> inputs
# x:float32[batch,1,8]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 1, 8); n = 0
# x = torch.randn(1, 1, 8); n = 1
# x = torch.randn(3, 1, 8); n = 5
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    kc = x
    vc = x * 0.5
    h = x
    for i in range(n):
        h = torch.tanh(F.scaled_dot_product_attention(h, kc, vc) + h)
        kc = torch.cat([kc, h], 1)
        vc = torch.cat([vc, h * 0.5], 1)
    return torch.cat([kc, vc], 2)
