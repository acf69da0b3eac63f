# F.multi_head_attention_forward with use_separate_proj_weight (what
# nn.MultiheadAttention(kdim=3, vdim=5) calls), packed in_proj_bias, a float attn_mask and
# need_weights per head (torch.jit.script refuses torch 1.13's own nn.MultiheadAttention with kdim/vdim or
# bias=False: it reads the dtype of a None parameter; the module itself is checked against
# torch.nn by unit/prelude-torch).
# >>> inputs
# q:float32[L,batch,8]
# k:float32[S,batch,3]
# v:float32[S,batch,5]
# mask:float32[L,S]
# <<<
# >>> sets
# q = torch.randn(4, 3, 8); k = torch.randn(5, 3, 3); v = torch.randn(5, 3, 5); mask = torch.randn(4, 5)
# q = torch.randn(1, 1, 8); k = torch.randn(1, 1, 3); v = torch.randn(1, 1, 5); mask = torch.randn(1, 1)
# q = torch.randn(2, 3, 8); k = torch.randn(6, 3, 3); v = torch.randn(6, 3, 5); mask = torch.randn(2, 6)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.q_proj_weight = nn.Parameter(torch.empty(8, 8))
        self.k_proj_weight = nn.Parameter(torch.empty(8, 3))
        self.v_proj_weight = nn.Parameter(torch.empty(8, 5))
        self.in_proj_bias = nn.Parameter(torch.empty(24))
        self.out = nn.Linear(8, 8)

    def forward(self, q: Tensor, k: Tensor, v: Tensor, mask: Tensor) -> Tuple[Tensor, Optional[Tensor]]:
        return F.multi_head_attention_forward(
            q, k, v, 8, 2, None, self.in_proj_bias, None, None, False, 0.0,
            self.out.weight, self.out.bias, training=False, attn_mask=mask,
            use_separate_proj_weight=True, q_proj_weight=self.q_proj_weight,
            k_proj_weight=self.k_proj_weight, v_proj_weight=self.v_proj_weight,
            average_attn_weights=False)
