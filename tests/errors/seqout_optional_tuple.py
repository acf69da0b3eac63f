# >>> inputs
# x:float32[b,3]
# n:int64[]
# <<<
# >>> stderr
# seqout_optional_tuple.py:18:1: error: 'f' returns an Optional[Tuple] that is None or not depending on run-time values; ONNX has no optional of a tuple (check it with 'is None' and return a tuple either way)
#    18 | def f(x: Tensor, n: int):
#       | ^~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# torch.jit.script: accepts it, and returns None or the tuple (x, n). scriptc holds an
# Optional[Tuple] known only at run time as a tuple of optionals (None together), which as
# outputs would be two optionals, not PyTorch's one None: refused.
import torch
from torch import Tensor
from typing import Optional, Tuple


def f(x: Tensor, n: int):
    y: Optional[Tuple[Tensor, int]] = None
    if n > 0:
        y = (x, n)
    return y
