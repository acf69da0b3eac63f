# nn.TransformerDecoderLayer(norm_first=True, batch_first=True, activation="gelu").
# >>> inputs
# y:float32[batch,L,8]
# m:float32[batch,S,8]
# <<<
# >>> sets
# y = torch.randn(3, 4, 8); m = torch.randn(3, 5, 8)
# y = torch.randn(1, 1, 8); m = torch.randn(1, 1, 8)
# y = torch.randn(3, 6, 8); m = torch.randn(3, 2, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.TransformerDecoderLayer(8, 4, 16, norm_first=True, batch_first=True, activation="gelu")

    def forward(self, y: Tensor, m: Tensor) -> Tensor:
        return self.layer(y, m)
