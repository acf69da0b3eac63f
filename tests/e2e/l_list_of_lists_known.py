# Wrong if a list of lists of known length holds copies: an append to an inner list (by its
# own name or through the outer list) must show through both, and appended lists count.
# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(3, 3)
# x = torch.randn(5, 3)
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor) -> Tuple[Tensor, int, int]:
    a: List[Tensor] = [x]
    ll: List[List[Tensor]] = [a]
    ll.append([x * 2.0, x * 3.0])
    a.append(x + 1.0)
    ll[1].append(x - 1.0)
    acc = torch.zeros_like(x)
    n = 0
    for l in ll:
        for t in l:
            acc = acc * 0.5 + t
            n += 1
    return acc, n, len(ll[0])
