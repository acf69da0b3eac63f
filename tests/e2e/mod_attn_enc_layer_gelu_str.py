# nn.TransformerEncoderLayer(activation="gelu").
# >>> inputs
# x:float32[S,batch,8]
# <<<
# >>> sets
# x = torch.randn(5, 3, 8)
# x = torch.randn(1, 1, 8)
# x = torch.randn(7, 3, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.TransformerEncoderLayer(8, 4, 12, activation="gelu")

    def forward(self, x: Tensor) -> Tensor:
        return self.layer(x)
