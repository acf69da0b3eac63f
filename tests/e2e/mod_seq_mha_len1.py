# nn.MultiheadAttention (add_bias_kv) at one query and one key, and at several, batch 1 and
# 3; its weights returned. (kdim/vdim: torch 1.13's torch.jit.script refuses its own module.)
# >>> inputs
# q:float32[L,batch,8]
# k:float32[S,batch,8]
# v:float32[S,batch,8]
# <<<
# >>> sets
# q = torch.randn(1, 1, 8); k = torch.randn(1, 1, 8); v = torch.randn(1, 1, 8)
# q = torch.randn(4, 3, 8); k = torch.randn(2, 3, 8); v = torch.randn(2, 3, 8)
# q = torch.randn(1, 3, 8); k = torch.randn(5, 3, 8); v = torch.randn(5, 3, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 2, add_bias_kv=True)

    def forward(self, q: Tensor, k: Tensor, v: Tensor) -> Tuple[Tensor, Optional[Tensor]]:
        return self.attn(q, k, v)
