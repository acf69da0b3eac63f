# >>> inputs
# x:float32[3]
# flag:bool[]
# <<<
# >>> stderr
# o_rt_unchecked_use.py:20:14: error: no overload of aten::mul takes (Optional[Float(3)], float); an Optional is used through a check (`if x is not None:` refines x to its value)
#    20 |     return o * 2.0 + x
#       |              ^
# <<<
# torch.jit.script: refuses it (Optional[Tensor] used without a check).
import torch
from torch import Tensor
from typing import Optional


def f(x: Tensor, flag: bool) -> Tensor:
    o: Optional[Tensor] = None
    if flag:
        o = x * 2.0
    return o * 2.0 + x
