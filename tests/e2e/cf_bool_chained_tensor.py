# Chained comparisons on tensor values (0.0 < t.sum() < 5.0) inside a for over a tuple of
# tensors; TorchScript has no break in tuple loops, so a flag stops the accumulation.
# >>> inputs
# a:float32[n]
# b:float32[n]
# c:float32[n]
# <<<
# >>> sets
# a = torch.tensor([1.0, 2.0]); b = torch.tensor([9.0, 9.0]); c = torch.tensor([1.0, 1.0])
# a = torch.tensor([-1.0, -2.0, 0.5]); b = torch.tensor([1.0, 1.0, 1.0]); c = torch.tensor([7.0, 0.0, 0.0])
# a = torch.tensor([0.5]); b = torch.tensor([0.25]); c = torch.tensor([1.0])
# a = torch.tensor([1.0, 1.0]); b = torch.tensor([1.0, 1.0]); c = torch.tensor([-1.0, -1.0])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor, c: Tensor) -> Tuple[Tensor, int]:
    acc = torch.zeros_like(a)
    used = 0
    stopped = False
    for t in (a, b, c):
        if stopped or not (0.0 < t.sum() < 5.0):
            stopped = True
        else:
            acc = acc + t
            used += 1
    return acc, used
