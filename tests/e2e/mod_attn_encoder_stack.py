# nn.TransformerEncoder: 3 copies of a layer (each its own weights: layers.0., layers.1., ...)
# and a final LayerNorm, with a mask and a key padding mask; enable_nested_tensor=False
# accepted.
# >>> inputs
# x:float32[S,batch,8]
# mask:bool[S,S]
# kpm:bool[batch,S]
# <<<
# >>> sets
# x = torch.randn(5, 3, 8); mask = torch.triu(torch.ones(5, 5, dtype=torch.bool), diagonal=1); kpm = torch.rand(3, 5) > 0.7; kpm[:, 0] = False
# x = torch.randn(1, 1, 8); mask = torch.triu(torch.ones(1, 1, dtype=torch.bool), diagonal=1); kpm = torch.rand(1, 1) > 0.7; kpm[:, 0] = False
# x = torch.randn(6, 3, 8); mask = torch.triu(torch.ones(6, 6, dtype=torch.bool), diagonal=1); kpm = torch.rand(3, 6) > 0.7; kpm[:, 0] = False
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, 16), 3, nn.LayerNorm(8), enable_nested_tensor=False)

    def forward(self, x: Tensor, mask: Tensor, kpm: Tensor) -> Tensor:
        return self.enc(x, mask, kpm)
