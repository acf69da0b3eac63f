# nn.MultiheadAttention(batch_first=True) with distinct query, key and value (cross-attention),
# key and value of another length.
# >>> inputs
# q:float32[batch,L,8]
# k:float32[batch,S,8]
# v:float32[batch,S,8]
# <<<
# >>> sets
# q = torch.randn(3, 4, 8); k = torch.randn(3, 6, 8); v = torch.randn(3, 6, 8)
# q = torch.randn(1, 1, 8); k = torch.randn(1, 1, 8); v = torch.randn(1, 1, 8)
# q = torch.randn(3, 5, 8); k = torch.randn(3, 2, 8); v = torch.randn(3, 2, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 2, batch_first=True)

    def forward(self, q: Tensor, k: Tensor, v: Tensor) -> Tuple[Tensor, Optional[Tensor]]:
        return self.attn(q, k, v)
