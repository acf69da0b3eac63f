# nn.TransformerEncoderLayer(batch_first=True) with a bool src_key_padding_mask.
# >>> inputs
# x:float32[batch,S,8]
# kpm:bool[batch,S]
# <<<
# >>> sets
# x = torch.randn(3, 5, 8); kpm = torch.rand(3, 5) > 0.6; kpm[:, 0] = False
# x = torch.randn(1, 1, 8); kpm = torch.zeros(1, 1, dtype=torch.bool)
# x = torch.randn(3, 6, 8); kpm = torch.rand(3, 6) > 0.6; kpm[:, 0] = False
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.TransformerEncoderLayer(8, 2, 16, batch_first=True)

    def forward(self, x: Tensor, kpm: Tensor) -> Tensor:
        return self.layer(x, src_key_padding_mask=kpm)
