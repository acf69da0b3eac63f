# >>> inputs
# x:float32[4]
# b:bool[4]
# <<<
# >>> stderr
# op_shift_refused.py:20:15: error: aten::__lshift__: not implemented for float32 tensors (as in PyTorch)
#    20 |     return [x << 1, b >> b]
#       |               ^~
# op_shift_refused.py:20:23: error: aten::__rshift__: not implemented for bool tensors (as in PyTorch)
#    20 |     return [x << 1, b >> b]
#       |                       ^~
# <<<
import torch
from torch import Tensor
from typing import List


# PyTorch 1.13: "lshift_cpu" not implemented for 'Float', "rshift_cpu" ... for 'Bool'
def f(x: Tensor, b: Tensor) -> List[Tensor]:
    return [x << 1, b >> b]
