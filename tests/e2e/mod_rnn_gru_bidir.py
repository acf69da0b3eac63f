# A bidirectional 2-layer GRU with batch_first=True.
# >>> inputs
# x:float32[batch,seq,5]
# <<<
# >>> sets
# x = torch.randn(1, 1, 5)
# x = torch.randn(3, 4, 5)
# x = torch.randn(3, 6, 5) * 2
# x = torch.randn(1, 3, 5)
# x = torch.randn(0, 3, 5)
# <<<
# >>> raises
# x = torch.randn(2, 0, 5)
# <<<
import torch
from torch import nn, Tensor
from typing import Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.GRU(5, 3, num_layers=2, bidirectional=True, batch_first=True)

    def forward(self, x: Tensor):
        return self.m(x)
