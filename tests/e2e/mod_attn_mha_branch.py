# nn.MultiheadAttention called in one branch of a data-dependent if (with weights) and
# another instance in the other (need_weights=False there).
# >>> inputs
# q:float32[L,batch,8]
# k:float32[S,batch,8]
# v:float32[S,batch,8]
# <<<
# >>> sets
# q = torch.randn(4, 3, 8); k = torch.randn(5, 3, 8); v = torch.randn(5, 3, 8)
# q = -torch.rand(1, 1, 8); k = torch.randn(1, 1, 8); v = torch.randn(1, 1, 8)
# q = torch.rand(6, 3, 8); k = torch.randn(2, 3, 8); v = torch.randn(2, 3, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.MultiheadAttention(8, 2)
        self.b = nn.MultiheadAttention(8, 4)

    def forward(self, q: Tensor, k: Tensor, v: Tensor) -> Tensor:
        if q.sum() > 0:
            out, w = self.a(q, k, v)
        else:
            out, w2 = self.b(q, k, v, need_weights=False)
        return out
