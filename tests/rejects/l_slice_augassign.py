# torch.jit.script: RuntimeError: Cannot emit expr for: (slice expr ...)
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> List[int]:
    xs = [1, 2, 3, 4]
    xs[::2] += [n]
    return xs
