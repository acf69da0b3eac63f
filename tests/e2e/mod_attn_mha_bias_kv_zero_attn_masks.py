# add_bias_kv and add_zero_attn together with a bool key_padding_mask and a float attn_mask:
# both masks padded by one column twice (F.pad of a bool and a float tensor).
# >>> inputs
# q:float32[L,batch,8]
# k:float32[S,batch,8]
# v:float32[S,batch,8]
# kpm:bool[batch,S]
# mask:float32[L,S]
# <<<
# >>> sets
# q = torch.randn(4, 3, 8); k = torch.randn(5, 3, 8); v = torch.randn(5, 3, 8); kpm = torch.rand(3, 5) > 0.7; kpm[:, 0] = False; mask = torch.randn(4, 5)
# q = torch.randn(1, 1, 8); k = torch.randn(1, 1, 8); v = torch.randn(1, 1, 8); kpm = torch.rand(1, 1) > 0.7; kpm[:, 0] = False; mask = torch.randn(1, 1)
# q = torch.randn(6, 3, 8); k = torch.randn(2, 3, 8); v = torch.randn(2, 3, 8); kpm = torch.rand(3, 2) > 0.7; kpm[:, 0] = False; mask = torch.randn(6, 2)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 2, add_bias_kv=True, add_zero_attn=True)

    def forward(self, q: Tensor, k: Tensor, v: Tensor, kpm: Tensor, mask: Tensor) -> Tuple[Tensor, Optional[Tensor]]:
        return self.attn(q, k, v, key_padding_mask=kpm, attn_mask=mask)
