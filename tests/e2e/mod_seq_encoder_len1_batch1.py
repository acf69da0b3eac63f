# nn.TransformerEncoder (2 layers, final norm, gelu) with a key padding mask, at sequence
# length 1 and batch 1 among other sizes.
# >>> inputs
# x:float32[T,batch,8]
# pad:bool[batch,T]
# <<<
# >>> sets
# x = torch.randn(1, 1, 8); pad = torch.tensor([[False]])
# x = torch.randn(3, 2, 8); pad = torch.tensor([[False, False, True], [False, True, True]])
# x = torch.randn(1, 2, 8); pad = torch.tensor([[False], [False]])
# x = torch.randn(4, 1, 8); pad = torch.tensor([[False, False, False, True]])
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        layer = nn.TransformerEncoderLayer(8, 2, dim_feedforward=16, activation='gelu')
        self.enc = nn.TransformerEncoder(layer, 2, norm=nn.LayerNorm(8), enable_nested_tensor=False)

    def forward(self, x: Tensor, pad: Tensor) -> Tensor:
        return self.enc(x, src_key_padding_mask=pad)
