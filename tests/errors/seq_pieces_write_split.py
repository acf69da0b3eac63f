# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> stderr
# seq_pieces_write_split.py:18:5: error: cannot write to this tensor in place: it may share its memory with another tensor (it is an element of a list whose length is known only at run time, which may be a tensor that went into the list); use .clone() where it is made, or write to the tensor it comes from
#    18 |     p[1].add_(1)
#       |     ^~~~~~~~~~~~
# <<<
# torch.jit.script: accepts it, and the add_ writes through the piece (a view) into x. A split
# by a run-time size is an ONNX sequence of values, so a write to a piece is refused.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    p = x.split(n)
    p[1].add_(1)
    return x
