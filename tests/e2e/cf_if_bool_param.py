# Conditions on bool parameters, combined with not/and/or.
# >>> inputs
# x:float32[n]
# flip:bool[]
# square:bool[]
# <<<
# >>> sets
# x = torch.randn(3); flip = False; square = False
# x = torch.randn(4); flip = True; square = False
# x = torch.randn(2); flip = False; square = True
# x = torch.randn(5); flip = True; square = True
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, flip: bool, square: bool) -> Tuple[Tensor, bool]:
    if flip:
        x = x.neg()
    if square and not flip:
        x = x * x
    elif square or flip:
        x = x + 10.0
    return x, flip and square
