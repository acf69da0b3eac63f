# batch_first=True is ignored for unbatched input (torch's note).
# >>> inputs
# x:float32[L,8]
# <<<
# >>> sets
# x = torch.randn(4, 8)
# x = torch.randn(1, 8)
# x = torch.randn(6, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 2, batch_first=True)

    def forward(self, x: Tensor) -> Tuple[Tensor, Optional[Tensor]]:
        return self.attn(x, x, x)
