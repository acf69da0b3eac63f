# Non-maximum suppression as users write it: boxes visited in descending score order, a
# Python List[int] of kept indices grown in a loop with `continue`, IoU of one box against
# all, and torch.tensor(keep) at the end. 0, 1 and several boxes, overlapping and not.
# >>> inputs
# boxes:float32[N,4]
# scores:float32[N]
# <<<
# >>> sets
# b = torch.rand(6, 2) * 10; boxes = torch.cat([b, b + torch.rand(6, 2) * 5 + 0.5], 1); scores = torch.rand(6)
# b = torch.rand(1, 2) * 10; boxes = torch.cat([b, b + 2.0], 1); scores = torch.rand(1)
# b = torch.rand(12, 2) * 4; boxes = torch.cat([b, b + torch.rand(12, 2) * 3 + 1.0], 1); scores = torch.rand(12)
# boxes = torch.zeros(0, 4); scores = torch.zeros(0)
# <<<
import torch
from torch import Tensor
from typing import List


def box_iou(a: Tensor, b: Tensor) -> Tensor:
    area_a = (a[:, 2] - a[:, 0]) * (a[:, 3] - a[:, 1])
    area_b = (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1])
    lt = torch.max(a[:, None, :2], b[None, :, :2])
    rb = torch.min(a[:, None, 2:], b[None, :, 2:])
    wh = (rb - lt).clamp(min=0)
    inter = wh[:, :, 0] * wh[:, :, 1]
    return inter / (area_a[:, None] + area_b[None, :] - inter)


def nms(boxes: Tensor, scores: Tensor, thresh: float) -> Tensor:
    order = torch.sort(scores, descending=True).indices
    keep: List[int] = []
    suppressed = torch.zeros(boxes.size(0), dtype=torch.bool)
    for i in range(order.size(0)):
        idx = int(order[i])
        if bool(suppressed[idx]):
            continue
        keep.append(idx)
        ious = box_iou(boxes[idx:idx + 1], boxes)[0]
        suppressed = suppressed | (ious > thresh)
    return torch.tensor(keep, dtype=torch.long)


def f(boxes: Tensor, scores: Tensor) -> Tensor:
    return nms(boxes, scores, 0.5)
