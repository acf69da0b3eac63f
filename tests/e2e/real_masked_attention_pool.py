# Length mask, masked softmax attention with all-masked rows zeroed, and a pooled list built per batch row with a run-time branch on each row's length (0 included).
# >>> inputs
# lengths:int64[B]
# x:float32[B,T,D]
# <<<
# >>> sets
# lengths = torch.tensor([1, 3]); x = torch.randn(2, 3, 4)
# lengths = torch.tensor([0]); x = torch.randn(1, 2, 2)
# lengths = torch.tensor([2, 2, 1]); x = torch.randn(3, 2, 5)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(lengths: Tensor, x: Tensor) -> Tuple[Tensor, Tensor]:
    T = x.size(1)
    mask = torch.arange(T).unsqueeze(0) < lengths.unsqueeze(1)
    scores = x @ x.transpose(1, 2) / (x.size(-1) ** 0.5)
    scores = scores.masked_fill(~mask.unsqueeze(1), float("-inf"))
    att = torch.softmax(scores, dim=-1)
    att = torch.where(att != att, torch.zeros_like(att), att)
    out = att @ x
    pooled = []
    for b in range(x.size(0)):
        n = int(lengths[b])
        if n > 0:
            pooled.append(out[b, :n].mean(0))
        else:
            pooled.append(torch.zeros(x.size(2)))
    return out, torch.stack(pooled)
