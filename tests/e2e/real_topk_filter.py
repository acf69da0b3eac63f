# Post-processing as users write it: per-class lists of detections built in a loop over
# classes, a dict of results keyed by name, early exit when nothing passes, in-place clamps
# and subscript writes on the boxes.
# >>> inputs
# boxes:float32[N,4]
# scores:float32[N,3]
# thr:float32[]
# <<<
# >>> sets
# boxes = torch.rand(5, 4) * 10.0; scores = torch.rand(5, 3); thr = torch.tensor(0.5)
# boxes = torch.rand(0, 4); scores = torch.rand(0, 3); thr = torch.tensor(0.5)
# boxes = torch.rand(4, 4) * 10.0; scores = torch.rand(4, 3); thr = torch.tensor(2.0)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple


def f(boxes: Tensor, scores: Tensor, thr: Tensor) -> Tuple[Tensor, Tensor, int]:
    b = boxes.clone()
    b.clamp_(0.0, 8.0)
    b[:, 2:] = torch.maximum(b[:, 2:], b[:, :2])
    kept: List[Tensor] = []
    labels: List[int] = []
    for c in range(scores.size(1)):
        m = scores[:, c] > thr
        if not bool(m.any()):
            continue
        kept.append(b[m])
        for _ in range(int(m.sum())):
            labels.append(c)
    out: Dict[str, Tensor] = {"boxes": torch.zeros(0, 4), "labels": torch.zeros(0, dtype=torch.int64)}
    if len(kept) > 0:
        out["boxes"] = torch.cat(kept, 0)
        out["labels"] = torch.tensor(labels, dtype=torch.int64)
    return out["boxes"], out["labels"], len(labels)
