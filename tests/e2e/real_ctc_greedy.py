# Greedy CTC decoding as users write it: argmax over classes, .tolist() into an annotated
# List[int], a Python loop collapsing repeats and dropping blanks, torch.tensor of the
# result (an empty result handled apart). T = 1, several, and all blanks.
# >>> inputs
# logits:float32[T,C]
# blank:int64[]
# <<<
# >>> sets
# logits = torch.randn(1, 4); blank = 0
# logits = torch.randn(12, 5); blank = 0
# logits = torch.randn(9, 3); blank = 2
# logits = torch.tensor([[5.0, 0.0], [4.0, 1.0], [3.0, 0.5]]); blank = 0
# <<<
import torch
from torch import Tensor
from typing import List


def f(logits: Tensor, blank: int) -> Tensor:
    best: List[int] = logits.argmax(-1).tolist()
    out: List[int] = []
    prev = -1
    for t in best:
        if t != prev and t != blank:
            out.append(t)
        prev = t
    if len(out) == 0:
        return torch.zeros(0, dtype=torch.long)
    return torch.tensor(out)
