# str() of an int known only at run time: ONNX has no strings.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# str_of_runtime_int.py:18:13: error: str() of a value known only at run time is not supported (ONNX has no strings)
#    18 |     d["k" + str(n)] = x
#       |             ^~~~~~
# <<<
import torch
from torch import Tensor
from typing import Dict


def f(x: Tensor, n: int) -> Dict[str, Tensor]:
    d: Dict[str, Tensor] = {}
    d["k" + str(n)] = x
    return d
