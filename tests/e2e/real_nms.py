# >>> inputs
# boxes:float32[N,4]
# scores:float32[N]
# thr:float32[]
# <<<
# >>> sets
# boxes = torch.tensor([[0., 0., 2., 2.], [0.1, 0.1, 2., 2.], [3., 3., 4., 4.], [0., 0., 1., 1.]]); scores = torch.tensor([0.9, 0.8, 0.7, 0.6]); thr = torch.tensor(0.5)
# boxes = torch.zeros(0, 4); scores = torch.zeros(0); thr = torch.tensor(0.5)
# boxes = torch.tensor([[0., 0., 1., 1.]]); scores = torch.tensor([0.3]); thr = torch.tensor(0.1)
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def iou(a: Tensor, b: Tensor) -> Tensor:
    lt = torch.maximum(a[:2], b[:, :2])
    rb = torch.minimum(a[2:], b[:, 2:])
    wh = (rb - lt).clamp(min=0.0)
    inter = wh[:, 0] * wh[:, 1]
    area_a = (a[2] - a[0]) * (a[3] - a[1])
    area_b = (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1])
    return inter / (area_a + area_b - inter)


def f(boxes: Tensor, scores: Tensor, thr: Tensor) -> Tuple[Tensor, int]:
    order = torch.sort(scores, descending=True).indices
    keep: List[int] = []
    suppressed = torch.zeros(scores.size(0), dtype=torch.bool)
    for i in range(order.size(0)):
        idx = int(order[i])
        if bool(suppressed[idx]):
            continue
        keep.append(idx)
        ov = iou(boxes[idx], boxes)
        suppressed = suppressed | (ov > thr)
    return torch.tensor(keep, dtype=torch.int64), len(keep)
