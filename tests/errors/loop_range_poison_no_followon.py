# >>> stderr
# loop_range_poison_no_followon.py:15:13: error: unsupported operator 'Tensor.igamma'
#    15 |     order = scores.igamma(scores).argsort(descending=True)
#       |             ^~~~~~~~~~~~~
# <<<
# The range of a loop failed (an unsupported operator): the loop is not built, and what its
# body changes (the annotated List[int] it appends to) is poison, so torch.tensor of it
# raises no second error (it was "torch.tensor([]): TorchScript types an empty list ...").
import torch
from torch import Tensor
from typing import List


def f(scores: Tensor) -> Tensor:
    order = scores.igamma(scores).argsort(descending=True)
    keep: List[int] = []
    for i in range(order.size(0)):
        keep.append(int(order[i]))
    return torch.tensor(keep, dtype=torch.long)
