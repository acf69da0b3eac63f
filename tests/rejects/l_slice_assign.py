# torch.jit.script: RuntimeError: Sliced expression not yet supported for subscripted assignment
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> List[int]:
    xs = [1, 2, 3, 4]
    xs[1:n] = [7]
    return xs
