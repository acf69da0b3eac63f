# nn.Transformer with its causal tgt_mask from generate_square_subsequent_mask, computed in
# __init__ (a staticmethod called through nn.Transformer; torch 1.13's torch.jit.script
# refuses it in forward) as a buffer, sliced in forward to the target's run-time length.
# >>> inputs
# src:float32[S,batch,8]
# tgt:float32[L,batch,8]
# <<<
# >>> sets
# src = torch.randn(5, 3, 8); tgt = torch.randn(4, 3, 8)
# src = torch.randn(1, 1, 8); tgt = torch.randn(1, 1, 8)
# src = torch.randn(2, 3, 8); tgt = torch.randn(6, 3, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.t = nn.Transformer(8, 2, 1, 1, 16)
        self.register_buffer("mask", nn.Transformer.generate_square_subsequent_mask(8), persistent=False)

    def forward(self, src: Tensor, tgt: Tensor) -> Tuple[Tensor, Tensor]:
        n = tgt.size(0)
        return self.t(src, tgt, tgt_mask=self.mask[:n, :n]), self.mask
