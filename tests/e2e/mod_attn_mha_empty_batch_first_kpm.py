# nn.MultiheadAttention(batch_first=True) with a bool key_padding_mask on empty sequences:
# no queries (L = 0), no keys (S = 0: the mask is (batch, 0), softmax over nothing), no
# batch, and a set of full size with some keys masked (none masked whole).
# >>> inputs
# q:float32[batch,L,8]
# k:float32[batch,S,8]
# m:bool[batch,S]
# <<<
# >>> sets
# q = torch.randn(2, 0, 8); k = torch.randn(2, 3, 8); m = torch.tensor([[False, True, False], [True, False, False]])
# q = torch.randn(2, 4, 8); k = torch.randn(2, 0, 8); m = torch.zeros(2, 0, dtype=torch.bool)
# q = torch.randn(0, 4, 8); k = torch.randn(0, 3, 8); m = torch.zeros(0, 3, dtype=torch.bool)
# q = torch.randn(2, 4, 8); k = torch.randn(2, 3, 8); m = torch.tensor([[False, True, False], [False, False, True]])
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 4, batch_first=True)

    def forward(self, q: Tensor, k: Tensor, m: Tensor) -> Tuple[Tensor, Optional[Tensor]]:
        return self.attn(q, k, k, key_padding_mask=m)
