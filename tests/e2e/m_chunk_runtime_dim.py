# chunk of a dim known only at run time: pieces of ceil(n / chunks), so there may be fewer than
# `chunks` of them; an empty dim gives `chunks` empty pieces, as in PyTorch.
# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(0, 3)
# x = torch.randn(1, 3)
# x = torch.randn(5, 3)
# x = torch.randn(7, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[int, Tensor, Tensor]:
    ps = x.chunk(3)
    acc = x.sum(0) * 0
    for p in ps:
        acc = acc * 2 + p.sum(0)
    return len(ps), acc, torch.cat(ps, 0)
