# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# rows_str_field_runtime.py:20:9: error: a list of str whose length is known only at run time is not supported yet
#    20 |         xs.append(("b", x))
#       |         ^~~~~~~~~~~~~~~~~~~
# <<<
# torch.jit.script: accepts it. A list of tuples of run-time length is one list per field, and
# a field of strings cannot be an ONNX sequence or tensor; the error said "a list of this type".
import torch
from torch import Tensor
from typing import Dict, List, Tuple


def f(x: Tensor, n: int) -> int:
    xs: List[Tuple[str, Tensor]] = [("a", x)]
    for i in range(n):
        xs.append(("b", x))
    return len(xs)
