# nn.TransformerDecoderLayer with its defaults: self-attention, cross-attention on the memory
# (another length), feed-forward.
# >>> inputs
# y:float32[L,batch,8]
# m:float32[S,batch,8]
# <<<
# >>> sets
# y = torch.randn(4, 3, 8); m = torch.randn(5, 3, 8)
# y = torch.randn(1, 1, 8); m = torch.randn(1, 1, 8)
# y = torch.randn(6, 3, 8); m = torch.randn(2, 3, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.TransformerDecoderLayer(8, 2, 16)

    def forward(self, y: Tensor, m: Tensor) -> Tensor:
        return self.layer(y, m)
