# chunk of a dim whose size is known at compile time to be 0: PyTorch gives `chunks` empty
# pieces (split would give one); scriptc gave one piece before the fix.
# >>> inputs
# x:float32[0,3]
# <<<
# >>> sets
# x = torch.zeros(0, 3)
# x = torch.ones(0, 3)
# x = torch.zeros(0, 3) - 1.0
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[int, int, Tensor, int]:
    cs = x.chunk(3)
    rows = torch.chunk(x, 2, 0)
    return len(cs), len(rows), cs[2] + 1.0, len(x.split(2))
