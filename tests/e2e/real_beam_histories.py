# Beam search keeping a list of token histories re-gathered by beam each step (a list rebuilt in a loop of run-time length; 0, 1 and many steps).
# >>> inputs
# logp:float32[T,V]
# k:int64[]
# <<<
# >>> sets
# logp = torch.randn(0, 5).log_softmax(-1); k = 2
# logp = torch.randn(1, 5).log_softmax(-1); k = 1
# logp = torch.randn(4, 6).log_softmax(-1); k = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(logp: Tensor, k: int) -> Tuple[Tensor, List[Tensor]]:
    scores = torch.zeros(1)
    hist: List[Tensor] = []
    for t in range(logp.size(0)):
        cand = scores.unsqueeze(1) + logp[t].unsqueeze(0)
        flat = cand.reshape(-1)
        kk = min(k, flat.numel())
        top, idx = flat.topk(kk)
        src = torch.div(idx, logp.size(1), rounding_mode="floor")
        tok = idx % logp.size(1)
        new_hist: List[Tensor] = []
        for h in hist:
            new_hist.append(h[src])
        new_hist.append(tok)
        hist = new_hist
        scores = top
    return scores, hist
