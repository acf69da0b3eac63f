# TorchScript idioms of older model code: torch.jit.annotate(List[Tensor], []) for an
# empty list, an assert with a message, `B, C, H, W = x.shape`, an Optional bias refined by
# `is not None`, a subscript write into a zeros buffer, view/permute/contiguous, and a list
# of per-channel means returned from the entry. Two batch sizes and spatial sizes.
# >>> inputs
# x:float32[B,3,H,W]
# bias:float32[3]
# <<<
# >>> sets
# x = torch.randn(1, 3, 2, 2); bias = torch.randn(3)
# x = torch.randn(2, 3, 4, 3); bias = torch.randn(3)
# x = torch.randn(3, 3, 1, 5); bias = torch.zeros(3)
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, bias: Optional[Tensor] = None) -> Tuple[Tensor, List[Tensor]]:
    assert x.dim() == 4, "expected NCHW"
    B, C, H, W = x.shape
    feats = torch.jit.annotate(List[Tensor], [])
    y = x.flatten(2).transpose(1, 2)
    if bias is not None:
        y = y + bias
    for i in range(C):
        feats.append(x[:, i].reshape(B, -1).mean(-1))
    z = torch.zeros(B, H * W, C, dtype=y.dtype)
    z[:, :, 0] = y[:, :, 0] * 2
    out = F.relu(z).view(B, H, W, C).permute(0, 3, 1, 2).contiguous()
    return out, feats
