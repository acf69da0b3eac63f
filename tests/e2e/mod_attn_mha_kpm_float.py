# A float key_padding_mask: added to the scores as it is.
# >>> inputs
# q:float32[L,batch,8]
# k:float32[S,batch,8]
# v:float32[S,batch,8]
# kpm:float32[batch,S]
# <<<
# >>> sets
# q = torch.randn(4, 3, 8); k = torch.randn(5, 3, 8); v = torch.randn(5, 3, 8); kpm = torch.randn(3, 5) * 2
# q = torch.randn(1, 1, 8); k = torch.randn(1, 1, 8); v = torch.randn(1, 1, 8); kpm = torch.randn(1, 1) * 2
# q = torch.randn(6, 3, 8); k = torch.randn(2, 3, 8); v = torch.randn(2, 3, 8); kpm = torch.randn(3, 2) * 2
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 2)

    def forward(self, q: Tensor, k: Tensor, v: Tensor, kpm: Tensor) -> Tuple[Tensor, Optional[Tensor]]:
        return self.attn(q, k, v, key_padding_mask=kpm)
