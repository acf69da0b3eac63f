# One nn.TransformerEncoderLayer applied n times in a loop of run-time length (weights
# shared across the trips), a causal mask of the run-time length; batch 1 and 2, lengths 1
# and several.
# >>> inputs
# x:float32[batch,T,8]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(1, 1, 8); n = 0
# x = torch.randn(2, 4, 8); n = 1
# x = torch.randn(1, 3, 8); n = 3
# x = torch.randn(2, 1, 8); n = 2
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.TransformerEncoderLayer(8, 2, dim_feedforward=16, batch_first=True)

    def forward(self, x: Tensor, n: int) -> Tensor:
        T = x.size(1)
        mask = torch.triu(torch.full((T, T), float('-inf')), diagonal=1)
        for _ in range(n):
            x = self.layer(x, src_mask=mask)
        return x
