# Greedy NMS with a while loop over a shrinking order tensor, a helper computing IoU, List[int] keep turned into a tensor (0, 1 and many boxes).
# >>> inputs
# boxes:float32[N,4]
# scores:float32[N]
# <<<
# >>> sets
# boxes = torch.rand(0, 4); scores = torch.rand(0)
# boxes = torch.cat([torch.rand(1, 2), torch.rand(1, 2) + 1], 1); scores = torch.rand(1)
# boxes = torch.cat([torch.rand(8, 2), torch.rand(8, 2) + 1], 1); scores = torch.rand(8)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def iou(a: Tensor, b: Tensor) -> Tensor:
    lt = torch.max(a[:2], b[:, :2])
    rb = torch.min(a[2:], b[:, 2:])
    wh = (rb - lt).clamp(min=0)
    inter = wh[:, 0] * wh[:, 1]
    area_a = (a[2] - a[0]) * (a[3] - a[1])
    area_b = (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1])
    return inter / (area_a + area_b - inter)


def f(boxes: Tensor, scores: Tensor) -> Tensor:
    order = torch.sort(scores, descending=True)[1]
    keep: List[int] = []
    while order.numel() > 0:
        i = int(order[0])
        keep.append(i)
        if order.numel() == 1:
            break
        ious = iou(boxes[i], boxes[order[1:]])
        order = order[1:][ious <= 0.5]
    return torch.tensor(keep, dtype=torch.long)
