# A uint8 attn_mask (deprecated in torch, converted to bool: non-zero is not allowed).
# >>> inputs
# q:float32[L,batch,8]
# k:float32[S,batch,8]
# v:float32[S,batch,8]
# mask:uint8[L,S]
# <<<
# >>> sets
# q = torch.randn(4, 3, 8); k = torch.randn(5, 3, 8); v = torch.randn(5, 3, 8); mask = (torch.rand(4, 5) > 0.6).to(torch.uint8); mask[:, 0] = 0
# q = torch.randn(1, 1, 8); k = torch.randn(1, 1, 8); v = torch.randn(1, 1, 8); mask = (torch.rand(1, 1) > 0.6).to(torch.uint8); mask[:, 0] = 0
# q = torch.randn(6, 3, 8); k = torch.randn(2, 3, 8); v = torch.randn(2, 3, 8); mask = (torch.rand(6, 2) > 0.6).to(torch.uint8); mask[:, 0] = 0
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
