# User-style: a beam of (Tensor, float) tuples grown from topk in nested loops (a list of tuples of run-time length), the best one picked.
# >>> inputs
# x:float32[N,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 4); n = 0
# x = torch.randn(2, 4); n = 1
# x = torch.randn(5, 4); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    beams: List[Tuple[Tensor, float]] = [(x[0], 0.0)]
    for step in range(n):
        cand: List[Tuple[Tensor, float]] = []
        for seq, score in beams:
            v, i = seq.topk(2)
            for k in range(2):
                cand.append((seq * v[k], score + float(v[k])))
        keep: List[Tuple[Tensor, float]] = []
        for c in cand:
            if len(keep) < 3 and c[1] > -1.0e9:
                keep.append(c)
        beams = keep
    best = beams[0]
    return best[0], torch.tensor(best[1])
