# Padding a batch of variable-length sequences as users write it: a list comprehension of
# sizes, max() of a List[int], torch.full of a run-time shape, slice writes into the padded
# tensor and its mask inside enumerate, then a masked mean. Lengths equal, different, and
# one empty sequence.
# >>> inputs
# a:float32[A,3]
# b:float32[B,3]
# c:float32[C,3]
# <<<
# >>> sets
# a = torch.randn(2, 3); b = torch.randn(2, 3); c = torch.randn(2, 3)
# a = torch.randn(1, 3); b = torch.randn(4, 3); c = torch.randn(3, 3)
# a = torch.randn(5, 3); b = torch.randn(0, 3); c = torch.randn(2, 3)
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List, Optional, Tuple


def pad_to(xs: List[Tensor], value: float = 0.0) -> Tuple[Tensor, Tensor]:
    lengths = [x.size(0) for x in xs]
    T = max(lengths)
    out = torch.full((len(xs), T, xs[0].size(1)), value)
    mask = torch.zeros(len(xs), T, dtype=torch.bool)
    for i, x in enumerate(xs):
        out[i, : x.size(0)] = x
        mask[i, : x.size(0)] = True
    return out, mask


def f(a: Tensor, b: Tensor, c: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    padded, mask = pad_to([a, b, c], -1.0)
    summed = (padded * mask.unsqueeze(-1)).sum(1)
    counts = mask.sum(1, keepdim=True).clamp(min=1)
    return padded, mask, summed / counts
