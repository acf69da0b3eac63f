# Unbatched input (2-d query, key and value) with a 1-d key_padding_mask and a 3-d float
# attn_mask of (num_heads, L, S); the results lose the batch dim.
# >>> inputs
# q:float32[L,8]
# k:float32[S,8]
# v:float32[S,8]
# kpm:bool[S]
# mask:float32[2,L,S]
# <<<
# >>> sets
# q = torch.randn(4, 8); k = torch.randn(5, 8); v = torch.randn(5, 8); kpm = torch.tensor([False, True, False, False, True]); mask = torch.randn(2, 4, 5)
# q = torch.randn(1, 8); k = torch.randn(1, 8); v = torch.randn(1, 8); kpm = torch.tensor([False]); mask = torch.randn(2, 1, 1)
# q = torch.randn(3, 8); k = torch.randn(2, 8); v = torch.randn(2, 8); kpm = torch.tensor([False, True]); mask = torch.randn(2, 3, 2)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 2)

    def forward(self, q: Tensor, k: Tensor, v: Tensor, kpm: Tensor, mask: Tensor) -> Tuple[Tensor, Optional[Tensor]]:
        return self.attn(q, k, v, key_padding_mask=kpm, attn_mask=mask, average_attn_weights=False)
