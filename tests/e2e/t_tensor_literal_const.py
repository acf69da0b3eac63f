# torch.tensor of a literal whose numbers are all known: one constant tensor each (the
# normalization constants of image models), in every dtype the literal may ask for; two
# equal literals written in place apart (each its own tensor, though CSE may share the
# constant); a literal holding a run-time number (a stack, as before); a nested literal.
# >>> inputs
# x:float32[3,H,W]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 2, 2); k = 0
# x = torch.randn(3, 4, 1); k = 5
# x = torch.randn(3, 1, 3); k = -2
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    mean = torch.tensor([0.485, 0.456, 0.406]).view(3, 1, 1)
    std = torch.tensor([0.229, 0.224, 0.225], dtype=torch.float64).view(3, 1, 1)
    y = (x - mean) / std
    a = torch.tensor([1, 2, 3])
    b = torch.tensor([1, 2, 3])
    a.add_(k)
    b.mul_(2)
    c = torch.tensor([1, 2, 3], dtype=torch.float32) / 4
    m = torch.tensor([[True, False], [False, True]])
    r = torch.tensor([1.5, float(k), -0.25])
    n = torch.tensor([[1.0, 2.0], [3.0, 1e-8]], dtype=torch.float64)
    return y, a, b, c, m, r, n
