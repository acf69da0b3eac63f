# F.multi_head_attention_forward without biases (what nn.MultiheadAttention(bias=False)
# calls) and with bias_k/bias_v and add_zero_attn (torch.jit.script refuses torch 1.13's own nn.MultiheadAttention with kdim/vdim or
# bias=False: it reads the dtype of a None parameter; the module itself is checked against
# torch.nn by unit/prelude-torch).
# >>> inputs
# q:float32[L,batch,8]
# k:float32[S,batch,8]
# v:float32[S,batch,8]
# kpm:bool[batch,S]
# <<<
# >>> sets
# q = torch.randn(4, 3, 8); k = torch.randn(5, 3, 8); v = torch.randn(5, 3, 8); kpm = torch.rand(3, 5) > 0.6; kpm[:, 0] = False
# q = torch.randn(1, 1, 8); k = torch.randn(1, 1, 8); v = torch.randn(1, 1, 8); kpm = torch.rand(1, 1) > 0.6; kpm[:, 0] = False
# q = torch.randn(6, 3, 8); k = torch.randn(2, 3, 8); v = torch.randn(2, 3, 8); kpm = torch.rand(3, 2) > 0.6; kpm[:, 0] = False
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.in_proj_weight = nn.Parameter(torch.empty(24, 8))
        self.out_proj_weight = nn.Parameter(torch.empty(8, 8))
        self.bias_k = nn.Parameter(torch.empty(1, 1, 8))
        self.bias_v = nn.Parameter(torch.empty(1, 1, 8))

    def forward(self, q: Tensor, k: Tensor, v: Tensor, kpm: Tensor) -> Tuple[Tensor, Optional[Tensor]]:
        return F.multi_head_attention_forward(
            q, k, v, 8, 4, self.in_proj_weight, None, self.bias_k, self.bias_v, True, 0.1,
            self.out_proj_weight, None, training=False, key_padding_mask=kpm)
