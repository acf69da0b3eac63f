# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# raise_every_path.py:24:9: warning: 'raise' cannot be expressed in ONNX: the model computes only the paths that do not reach it
#    24 |         raise ValueError("positive")
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# raise_every_path.py:26:9: warning: 'raise' cannot be expressed in ONNX: the model computes only the paths that do not reach it
#    26 |         raise ValueError("not positive")
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# raise_every_path.py:26:9: error: 'f' raises on every path, and ONNX cannot raise: there is no model to write
#    26 |         raise ValueError("not positive")
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Optional


# ONNX cannot raise: an entry that always raises has no model
def f(x: Tensor, n: int) -> Tensor:
    if n > 0:
        raise ValueError("positive")
    else:
        raise ValueError("not positive")
