# nn.Transformer(batch_first=True, norm_first=True, activation="gelu", layer_norm_eps=1e-4).
# >>> inputs
# src:float32[batch,S,8]
# tgt:float32[batch,L,8]
# <<<
# >>> sets
# src = torch.randn(3, 5, 8); tgt = torch.randn(3, 4, 8)
# src = torch.randn(1, 1, 8); tgt = torch.randn(1, 1, 8)
# src = torch.randn(3, 2, 8); tgt = torch.randn(3, 6, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.t = nn.Transformer(8, 2, 1, 2, 16, activation="gelu", layer_norm_eps=1e-4, batch_first=True, norm_first=True)

    def forward(self, src: Tensor, tgt: Tensor) -> Tensor:
        return self.t(src, tgt)
