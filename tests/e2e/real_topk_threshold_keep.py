# User-style: topk of min(k, N) scores, a List[int] of kept indices by a threshold, boxes indexed by torch.tensor of it (or none), areas.
# >>> inputs
# boxes:float32[N,4]
# scores:float32[N]
# k:int64[]
# <<<
# >>> sets
# boxes = torch.rand(0, 4); scores = torch.rand(0); k = 2
# boxes = torch.rand(3, 4); scores = torch.rand(3); k = 1
# boxes = torch.rand(7, 4); scores = torch.rand(7); k = 4
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(boxes: Tensor, scores: Tensor, k: int) -> Tuple[Tensor, Tensor, List[int]]:
    n = min(k, scores.size(0))
    vals, idx = scores.topk(n)
    keep: List[int] = []
    for i in range(n):
        if float(vals[i]) > 0.2:
            keep.append(int(idx[i]))
    sel = boxes[torch.tensor(keep, dtype=torch.long)] if len(keep) > 0 else boxes[:0]
    wh = sel[:, 2:] - sel[:, :2]
    area = wh[:, 0] * wh[:, 1]
    return sel, area, keep
