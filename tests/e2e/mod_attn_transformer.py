# nn.Transformer (small: 2 encoder and 1 decoder layers), src and tgt of different lengths,
# a causal tgt_mask and a src key padding mask (also used as the memory's).
# >>> inputs
# src:float32[S,batch,8]
# tgt:float32[L,batch,8]
# tm:float32[L,L]
# sk:bool[batch,S]
# <<<
# >>> sets
# src = torch.randn(5, 3, 8); tgt = torch.randn(4, 3, 8); tm = torch.triu(torch.full((4, 4), float('-inf')), diagonal=1); sk = torch.rand(3, 5) > 0.7; sk[:, 0] = False
# src = torch.randn(1, 1, 8); tgt = torch.randn(1, 1, 8); tm = torch.triu(torch.full((1, 1), float('-inf')), diagonal=1); sk = torch.rand(1, 1) > 0.7; sk[:, 0] = False
# src = torch.randn(2, 3, 8); tgt = torch.randn(6, 3, 8); tm = torch.triu(torch.full((6, 6), float('-inf')), diagonal=1); sk = torch.rand(3, 2) > 0.7; sk[:, 0] = False
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.t = nn.Transformer(d_model=8, nhead=2, num_encoder_layers=2, num_decoder_layers=1, dim_feedforward=16)

    def forward(self, src: Tensor, tgt: Tensor, tm: Tensor, sk: Tensor) -> Tensor:
        return self.t(src, tgt, tgt_mask=tm, src_key_padding_mask=sk, memory_key_padding_mask=sk)
