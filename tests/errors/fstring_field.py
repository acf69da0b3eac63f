# >>> inputs
# x:float32[2]
# n:int64[]
# <<<
# >>> stderr
# fstring_field.py:20:9: warning: 'raise' cannot be expressed in ONNX: the model computes only the paths that do not reach it
#    20 |         raise ValueError(f"{n} is too many")
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fstring_field.py:21:9: error: f-strings with replacement fields are not supported
#    21 |     s = f"{n} items"
#       |         ^~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


# a replacement field is refused where the string is computed (not in a raise's message)
def f(x: Tensor, n: int) -> Tensor:
    if n > 3:
        raise ValueError(f"{n} is too many")
    s = f"{n} items"
    return x
