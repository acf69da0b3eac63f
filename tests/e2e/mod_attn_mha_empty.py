# nn.MultiheadAttention on empty sequences, as PyTorch allows them: no queries (L = 0: empty
# output and weights) and no keys (S = 0: softmax over nothing, the output is out_proj's
# bias alone, weights (batch, L, 0)).
# ONNX Runtime's default optimizations fold the heads' batch transposes
# (q.view(L, B*H, d).transpose(0, 1)) into a FusedMatMul with transBatchA/transBatchB, which
# died of SIGFPE on the empty sets (with L = 0 on the q side, with S = 0 on the k side);
# lower_ortguard.c puts Reshape(t, Shape(t)) between such a transpose and its MatMul where
# a dim may be 0. At opset 13 viewing the empty scores to [B, H, 0, S] needs reshape13
# (lower_shape.c: no allowzero before opset 14).
# >>> inputs
# q:float32[L,batch,8]
# k:float32[S,batch,8]
# <<<
# >>> sets
# q = torch.randn(0, 3, 8); k = torch.randn(4, 3, 8)
# q = torch.randn(3, 2, 8); k = torch.randn(0, 2, 8)
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

    def forward(self, q: Tensor, k: Tensor) -> Tuple[Tensor, Optional[Tensor]]:
        return self.attn(q, k, k)
