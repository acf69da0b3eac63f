# nn.TransformerEncoderLayer with layer_norm_eps=1e-3 and dropout=0.5 (no effect in eval).
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
        self.layer = nn.TransformerEncoderLayer(8, 2, dim_feedforward=24, dropout=0.5, layer_norm_eps=1e-3)

    def forward(self, x: Tensor) -> Tensor:
        return self.layer(x)
