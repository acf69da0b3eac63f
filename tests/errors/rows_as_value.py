# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# rows_as_value.py:19:5: error: a list of tuples whose length is known only at run time cannot be returned from the entry (an ONNX output is a tensor or a sequence of tensors): return a list per field of its tuples
#    19 |     return xs
#       |     ^~~~~~~~~
# <<<
from typing import List, Tuple
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> List[Tuple[Tensor, int]]:
    xs = [(x, 1)]
    for i in range(n):
        xs.append((x, i))
    return xs
