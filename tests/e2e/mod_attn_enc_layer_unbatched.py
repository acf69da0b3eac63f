# nn.TransformerEncoderLayer on an unbatched (S, E) input with a bool mask.
# >>> inputs
# x:float32[S,8]
# mask:bool[S,S]
# <<<
# >>> sets
# x = torch.randn(5, 8); mask = torch.triu(torch.ones(5, 5, dtype=torch.bool), diagonal=1)
# x = torch.randn(1, 8); mask = torch.triu(torch.ones(1, 1, dtype=torch.bool), diagonal=1)
# x = torch.randn(3, 8); mask = torch.triu(torch.ones(3, 3, dtype=torch.bool), diagonal=1)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.TransformerEncoderLayer(8, 2, 16)

    def forward(self, x: Tensor, mask: Tensor) -> Tensor:
        return self.layer(x, src_mask=mask)
