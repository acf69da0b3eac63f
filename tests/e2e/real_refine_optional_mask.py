# Iterative refinement as users write it: a while loop on a tensor condition and a step
# count, an Optional mask argument refined by `is not None` inside the loop and in a
# conditional expression, an in-place update of a clone. Converging at once, after a few
# steps, and never (the count stops it).
# >>> inputs
# x:float32[N]
# target:float32[N]
# mask:float32[N]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0]); target = torch.tensor([1.0, 2.0]); mask = torch.ones(2)
# x = torch.randn(5); target = torch.randn(5); mask = torch.tensor([1.0, 1.0, 0.5, 1.0, 0.25])
# x = torch.randn(3); target = torch.randn(3) + 5.0; mask = torch.tensor([1.0, 0.0, 1.0])
# <<<
import torch
from torch import Tensor
from typing import Optional, Tuple


def f(x: Tensor, target: Tensor, mask: Optional[Tensor] = None) -> Tuple[Tensor, int]:
    y = x.clone()
    it = 0
    err = (y - target).abs().max()
    while bool(err > 1e-3) and it < 50:
        step = 0.5 * (target - y)
        if mask is not None:
            step = step * mask
        y += step
        err = (y - target).abs().max() if mask is None else ((y - target) * mask).abs().max()
        it += 1
    return y, it
