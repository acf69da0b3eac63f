# torch.jit.script: SyntaxError: (unicode error) 'unicodeescape' codec can't decode bytes in position 0-12: unknown Unicode character name
# >>> inputs
# x:float32[2,2]
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor) -> Tensor:
    s = "\N{NOPE NOPE}"
    return x
