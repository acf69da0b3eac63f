# nn.TransformerDecoderLayer with every mask: a causal tgt_mask, a float memory_mask, and bool
# tgt and memory key padding masks.
# >>> inputs
# y:float32[L,batch,8]
# m:float32[S,batch,8]
# tm:float32[L,L]
# mm:float32[L,S]
# tk:bool[batch,L]
# mk:bool[batch,S]
# <<<
# >>> sets
# y = torch.randn(4, 3, 8); m = torch.randn(5, 3, 8); tm = torch.triu(torch.full((4, 4), float('-inf')), diagonal=1); mm = torch.randn(4, 5); tk = torch.rand(3, 4) > 0.7; tk[:, 0] = False; mk = torch.rand(3, 5) > 0.7; mk[:, 0] = False
# y = torch.randn(1, 1, 8); m = torch.randn(1, 1, 8); tm = torch.triu(torch.full((1, 1), float('-inf')), diagonal=1); mm = torch.randn(1, 1); tk = torch.rand(1, 1) > 0.7; tk[:, 0] = False; mk = torch.rand(1, 1) > 0.7; mk[:, 0] = False
# y = torch.randn(6, 3, 8); m = torch.randn(2, 3, 8); tm = torch.triu(torch.full((6, 6), float('-inf')), diagonal=1); mm = torch.randn(6, 2); tk = torch.rand(3, 6) > 0.7; tk[:, 0] = False; mk = torch.rand(3, 2) > 0.7; mk[:, 0] = False
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.TransformerDecoderLayer(8, 2, 16)

    def forward(self, y: Tensor, m: Tensor, tm: Tensor, mm: Tensor, tk: Tensor, mk: Tensor) -> Tensor:
        return self.layer(y, m, tm, mm, tk, mk)
