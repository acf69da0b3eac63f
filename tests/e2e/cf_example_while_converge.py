# Copy of examples/while_converge.py with input sets: 0, 1 and many halvings, the cap reached,
# and a zero cap.
# >>> inputs
# x:float32[n,d]
# threshold:float32[]
# max_iters:int64[]
# <<<
# >>> sets
# x = torch.rand(2, 3) * 0.5; threshold = 1.0; max_iters = 20
# x = torch.rand(4, 2) * 0.5 + 1.2; threshold = 1.0; max_iters = 20
# x = torch.randn(3, 3) * 50; threshold = 1.0; max_iters = 20
# x = torch.randn(5, 2) * 1000; threshold = 0.5; max_iters = 3
# x = torch.randn(1, 4) * 10 + 20; threshold = 2.0; max_iters = 0
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, threshold: float, max_iters: int) -> Tuple[Tensor, int]:
    """Halve x until max |x| <= threshold (at most max_iters times)."""
    steps = 0
    while x.abs().max() > threshold and steps < max_iters:
        x = x * 0.5
        steps += 1
    return x, steps
