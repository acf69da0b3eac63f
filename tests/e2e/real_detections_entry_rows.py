# The entry returns a List[Tuple[Tensor, int, float]] of run-time length, as a detector's
# postprocessing writes it (a box, its class and its score, for each candidate that passes a
# threshold): one model output per field of the tuples (a sequence of the boxes, a 1-d
# int64 tensor of the classes, a 1-d double tensor of the scores: docs/cli.md). It was
# refused. No candidate passes (the empty list), one, several.
# >>> inputs
# boxes:float32[N,4]
# scores:float32[N,C]
# thresh:float32[]
# <<<
# >>> sets
# boxes = torch.rand(3, 4); scores = torch.rand(3, 2) * 0.4; thresh = 0.5
# boxes = torch.rand(2, 4); scores = torch.tensor([[0.9, 0.1], [0.2, 0.3]]); thresh = 0.5
# boxes = torch.rand(5, 4); scores = torch.rand(5, 3); thresh = 0.25
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(boxes: Tensor, scores: Tensor, thresh: float) -> Tuple[List[Tuple[Tensor, int, float]], int]:
    dets: List[Tuple[Tensor, int, float]] = []
    best, cls = scores.max(1)
    for i in range(boxes.size(0)):
        s = float(best[i])
        if s > thresh:
            dets.append((boxes[i] * 2.0, int(cls[i]), s))
    return dets, len(dets)
