# The best row so far as an Optional[Tensor] (None until the first row: `best is None or
# ...` short-circuits), a List[float] history of the rows' maxima made a tensor, and max()
# of it guarded by len. T = 0 (best stays None: the zeros), 1 and 5. (A run-time Optional:
# opset 16.)
# >>> min-opset
# 16
# <<<
# >>> inputs
# scores:float32[T,C]
# k:int64[]
# <<<
# >>> sets
# scores = torch.randn(0, 3); k = 1
# scores = torch.randn(1, 4); k = 2
# scores = torch.randn(5, 3); k = 0
# <<<
from typing import Dict, List, Optional, Tuple
import torch
from torch import Tensor

def f(scores: Tensor, k: int):
    best: Optional[Tensor] = None
    hist: List[float] = []
    for i in range(scores.size(0)):
        s = scores[i]
        if best is None or bool(s.max() > best.max()):
            best = s
        hist.append(float(s.max()))
    out = best if best is not None else torch.zeros(scores.size(1))
    return out, torch.tensor(hist), max(hist) if len(hist) > 0 else -1.0
