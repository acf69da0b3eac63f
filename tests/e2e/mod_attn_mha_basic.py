# nn.MultiheadAttention with its defaults (sequence first, packed in_proj_weight, biases),
# cross-attention: query length L and key length S differ, both symbolic at two sizes,
# length 1 too; batch 1 and 3. Both results: the output and the head-averaged weights.
# >>> inputs
# q:float32[L,batch,8]
# k:float32[S,batch,8]
# v:float32[S,batch,8]
# <<<
# >>> sets
# q = torch.randn(4, 3, 8); k = torch.randn(5, 3, 8); v = torch.randn(5, 3, 8)
# q = torch.randn(1, 1, 8); k = torch.randn(1, 1, 8); v = torch.randn(1, 1, 8)
# q = torch.randn(7, 3, 8); k = torch.randn(2, 3, 8); v = torch.randn(2, 3, 8)
# <<<
import torch
from torch import nn, Tensor
from typing import Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 2)

    def forward(self, q: Tensor, k: Tensor, v: Tensor) -> Tuple[Tensor, Optional[Tensor]]:
        return self.attn(q, k, v)
