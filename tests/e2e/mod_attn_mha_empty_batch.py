# nn.MultiheadAttention (sequence first) with no batch (batch 0: every tensor of the heads'
# layout [B*H, L, d] is empty), with L = 0 and S = 0 as well, self- and cross-attention,
# need_weights off and on: the heads' batch transposes before the score MatMuls must not
# reach ONNX Runtime's FusedMatMul (transBatchA/B divides by the empty dim).
# >>> inputs
# q:float32[L,batch,8]
# k:float32[S,batch,8]
# <<<
# >>> sets
# q = torch.randn(3, 0, 8); k = torch.randn(4, 0, 8)
# q = torch.randn(0, 0, 8); k = torch.randn(2, 0, 8)
# q = torch.randn(2, 0, 8); k = torch.randn(0, 0, 8)
# q = torch.randn(2, 3, 8); k = torch.randn(5, 3, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 2)

    def forward(self, q: Tensor, k: Tensor) -> Tuple[Tensor, Optional[Tensor], Tensor]:
        a, w = self.attn(q, k, k)
        s, _ = self.attn(q, q, q, need_weights=False)
        return a, w, s
