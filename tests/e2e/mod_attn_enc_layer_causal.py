# nn.TransformerEncoderLayer with a causal float src_mask (0 and -inf, as
# Transformer.generate_square_subsequent_mask gives it) and a bool key padding mask.
# >>> inputs
# x:float32[S,batch,8]
# mask:float32[S,S]
# kpm:bool[batch,S]
# <<<
# >>> sets
# x = torch.randn(5, 3, 8); mask = torch.triu(torch.full((5, 5), float('-inf')), diagonal=1); kpm = torch.rand(3, 5) > 0.7; kpm[:, 0] = False
# x = torch.randn(1, 1, 8); mask = torch.triu(torch.full((1, 1), float('-inf')), diagonal=1); kpm = torch.rand(1, 1) > 0.7; kpm[:, 0] = False
# x = torch.randn(4, 3, 8); mask = torch.triu(torch.full((4, 4), float('-inf')), diagonal=1); kpm = torch.rand(3, 4) > 0.7; kpm[:, 0] = False
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.TransformerEncoderLayer(8, 2, 16)

    def forward(self, x: Tensor, mask: Tensor, kpm: Tensor) -> Tensor:
        return self.layer(x, mask, kpm)
