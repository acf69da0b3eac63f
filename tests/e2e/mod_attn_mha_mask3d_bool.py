# A 3-d bool attn_mask, one per batch entry and head (batch * num_heads first).
# >>> inputs
# q:float32[L,batch,8]
# k:float32[S,batch,8]
# v:float32[S,batch,8]
# mask:bool[bh,L,S]
# <<<
# >>> sets
# q = torch.randn(4, 3, 8); k = torch.randn(5, 3, 8); v = torch.randn(5, 3, 8); mask = torch.rand(6, 4, 5) > 0.6; mask[:, :, 0] = False
# q = torch.randn(1, 1, 8); k = torch.randn(1, 1, 8); v = torch.randn(1, 1, 8); mask = torch.rand(2, 1, 1) > 0.6; mask[:, :, 0] = False
# q = torch.randn(6, 3, 8); k = torch.randn(2, 3, 8); v = torch.randn(2, 3, 8); mask = torch.rand(6, 6, 2) > 0.6; mask[:, :, 0] = False
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 2)

    def forward(self, q: Tensor, k: Tensor, v: Tensor, mask: Tensor) -> Tuple[Tensor, Optional[Tensor]]:
        return self.attn(q, k, v, attn_mask=mask)
