# nn.MultiheadAttention(dtype=torch.float64) on float64 inputs.
# >>> inputs
# q:float64[L,batch,8]
# k:float64[S,batch,8]
# v:float64[S,batch,8]
# <<<
# >>> sets
# q = torch.randn(4, 3, 8, dtype=torch.float64); k = torch.randn(5, 3, 8, dtype=torch.float64); v = torch.randn(5, 3, 8, dtype=torch.float64)
# q = torch.randn(1, 1, 8, dtype=torch.float64); k = torch.randn(1, 1, 8, dtype=torch.float64); v = torch.randn(1, 1, 8, dtype=torch.float64)
# q = torch.randn(6, 3, 8, dtype=torch.float64); k = torch.randn(2, 3, 8, dtype=torch.float64); v = torch.randn(2, 3, 8, dtype=torch.float64)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 2, dtype=torch.float64)

    def forward(self, q: Tensor, k: Tensor, v: Tensor) -> Tuple[Tensor, Optional[Tensor]]:
        return self.attn(q, k, v)
