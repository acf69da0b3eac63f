# nn.MultiheadAttention(batch_first=True) as self-attention: query, key and value the
# same tensor (torch's fast-path shape; its numbers are the slow path's), batch 1 and 3,
# lengths 1 and several.
# >>> inputs
# x:float32[batch,L,8]
# <<<
# >>> sets
# x = torch.randn(3, 5, 8)
# x = torch.randn(1, 1, 8)
# x = torch.randn(3, 2, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 4, batch_first=True)

    def forward(self, x: Tensor) -> Tuple[Tensor, Optional[Tensor]]:
        return self.attn(x, x, x)
