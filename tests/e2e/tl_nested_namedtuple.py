# A loop carrying a tuple that holds a NamedTuple result (x.max(1)) and a step count: after
# the loop .values and .indices still name the leaves. The tracked best changes on some
# runs only (an if in the body).
# >>> inputs
# xs:float32[T,N,3]
# <<<
# >>> sets
# xs = torch.randn(1, 2, 3)
# xs = torch.randn(4, 2, 3)
# xs = torch.randn(6, 5, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(xs: Tensor) -> Tuple[Tensor, Tensor, int]:
    best = (xs[0].max(1), 0)
    for i in range(1, xs.size(0)):
        m = xs[i].max(1)
        if bool(m.values.sum() > best[0].values.sum()):
            best = (m, i)
    return best[0].values, best[0].indices, best[1]
