# F.scaled_dot_product_attention in the heads' layout a model makes by
# x.view(B, L, H, d).transpose(1, 2) (a batch transpose before the MatMul), with no queries
# (L = 0), no keys (S = 0) and no batch. lower_ortguard.c keeps such batch transposes out
# of ONNX Runtime's FusedMatMul (transBatchA/B divides by an empty dim); this 4-d perm
# [0, 2, 1, 3] ran without that guard too (ONNX Runtime 1.30 does not fuse it).
# F.scaled_dot_product_attention is PyTorch 2.x API: the truth runs its documented reference
# formula (tests/lib/sdpa_ref.py).
# >>> inputs
# q:float32[batch,L,8]
# k:float32[batch,S,8]
# <<<
# >>> sets
# q = torch.randn(2, 0, 8); k = torch.randn(2, 3, 8)
# q = torch.randn(1, 3, 8); k = torch.randn(1, 0, 8)
# q = torch.randn(0, 3, 8); k = torch.randn(0, 2, 8)
# q = torch.randn(2, 2, 8); k = torch.randn(2, 5, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


def heads(x: Tensor) -> Tensor:
    return x.view(x.size(0), x.size(1), 2, 4).transpose(1, 2)


def f(q: Tensor, k: Tensor) -> Tuple[Tensor, Tensor]:
    a = F.scaled_dot_product_attention(heads(q), heads(k), heads(k))
    b = F.scaled_dot_product_attention(heads(q), heads(k), heads(k), is_causal=True)
    return a.transpose(1, 2).reshape(q.size(0), q.size(1), 8), b
