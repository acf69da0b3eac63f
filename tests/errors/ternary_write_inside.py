# >>> inputs
# x:float32[3]
# flag:bool[]
# <<<
# >>> stderr
# ternary_write_inside.py:17:9: error: a write to a tensor, list or dict made before a conditional expression (`a if c else b`, `and`, `or`) inside it is not supported; use an if statement
#    17 |     y = x.add_(1.0) if flag else x * 2.0
#       |         ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it. The write happens on one side of the conditional only; scriptc
# does not merge writes made inside a conditional expression, so it refuses the program.
import torch
from torch import Tensor


def f(x: Tensor, flag: bool) -> Tensor:
    y = x.add_(1.0) if flag else x * 2.0
    return y + x
