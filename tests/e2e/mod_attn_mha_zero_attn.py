# nn.MultiheadAttention(add_zero_attn=True): a zero key and value appended per head.
# >>> inputs
# q:float32[L,batch,8]
# k:float32[S,batch,8]
# v:float32[S,batch,8]
# <<<
# >>> sets
# q = torch.randn(4, 3, 8); k = torch.randn(5, 3, 8); v = torch.randn(5, 3, 8)
# q = torch.randn(1, 1, 8); k = torch.randn(1, 1, 8); v = torch.randn(1, 1, 8)
# q = torch.randn(6, 3, 8); k = torch.randn(2, 3, 8); v = torch.randn(2, 3, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 2, add_zero_attn=True)

    def forward(self, q: Tensor, k: Tensor, v: Tensor) -> Tuple[Tensor, Optional[Tensor]]:
        return self.attn(q, k, v)
