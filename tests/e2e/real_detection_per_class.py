# Per-class detection post-processing as users write it: a boolean mask per class, boxes[m]
# and scores[m] (run-time counts), `continue` for a class with nothing, the top 3 by score,
# and torch.cat of the per-class lists (an empty result handled apart).
# >>> inputs
# boxes:float32[N,4]
# scores:float32[N]
# labels:int64[N]
# num_classes:int64[]
# thresh:float32[]
# <<<
# >>> sets
# boxes = torch.rand(8, 4); scores = torch.rand(8); labels = torch.randint(0, 3, (8,)); num_classes = 3; thresh = 0.3
# boxes = torch.rand(8, 4); scores = torch.rand(8) * 0.1; labels = torch.randint(0, 3, (8,)); num_classes = 3; thresh = 0.5
# boxes = torch.rand(12, 4); scores = torch.rand(12); labels = torch.zeros(12, dtype=torch.long); num_classes = 2; thresh = 0.0
# boxes = torch.rand(0, 4); scores = torch.rand(0); labels = torch.zeros(0, dtype=torch.long); num_classes = 4; thresh = 0.1
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(boxes: Tensor, scores: Tensor, labels: Tensor, num_classes: int, thresh: float) -> Tuple[Tensor, Tensor, Tensor]:
    out_boxes: List[Tensor] = []
    out_scores: List[Tensor] = []
    out_labels: List[Tensor] = []
    for c in range(num_classes):
        m = (labels == c) & (scores > thresh)
        if not bool(m.any()):
            continue
        b = boxes[m]
        s = scores[m]
        order = torch.sort(s, descending=True).indices
        keep = order[:3]
        out_boxes.append(b[keep])
        out_scores.append(s[keep])
        out_labels.append(torch.full_like(keep, c))
    if len(out_boxes) == 0:
        return boxes[:0], scores[:0], labels[:0]
    return torch.cat(out_boxes), torch.cat(out_scores), torch.cat(out_labels)
