# A Transformer decoder layer in one branch of a data-dependent if, an encoder layer in the
# other.
# >>> inputs
# y:float32[L,batch,8]
# m:float32[S,batch,8]
# <<<
# >>> sets
# y = torch.randn(4, 3, 8); m = torch.randn(5, 3, 8)
# y = -torch.rand(1, 1, 8); m = torch.randn(1, 1, 8)
# y = torch.rand(6, 3, 8); m = torch.randn(2, 3, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.dec = nn.TransformerDecoderLayer(8, 2, 16)
        self.enc = nn.TransformerEncoderLayer(8, 2, 16, norm_first=True)

    def forward(self, y: Tensor, m: Tensor) -> Tensor:
        if y.mean() > 0:
            out = self.dec(y, m)
        else:
            out = self.enc(y)
        return out
