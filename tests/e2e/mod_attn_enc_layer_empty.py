# nn.TransformerEncoderLayer (and a 2-layer nn.TransformerEncoder of it) on an empty
# sequence (seq 0), an empty batch and a set of full size: self-attention over no
# positions gives an empty result, which PyTorch allows.
# >>> inputs
# x:float32[seq,batch,8]
# <<<
# >>> sets
# x = torch.randn(0, 2, 8)
# x = torch.randn(3, 0, 8)
# x = torch.randn(0, 0, 8)
# x = torch.randn(3, 2, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.TransformerEncoderLayer(8, 2, 16)
        self.stack = nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, 16, norm_first=True), 2)

    def forward(self, x: Tensor) -> Tuple[Tensor, Tensor]:
        return self.layer(x), self.stack(x)
