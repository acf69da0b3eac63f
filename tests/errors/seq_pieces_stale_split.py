# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> stderr
# seq_pieces_stale_split.py:29:12: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    29 |     return p[0] + p[-1]
#       |            ^~~~
# seq_pieces_stale_split.py:28:5: note: the tensor is written here
#    28 |     x.add_(1)
#       |     ^~~~~~~~~
# seq_pieces_stale_split.py:29:19: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    29 |     return p[0] + p[-1]
#       |                   ^~~~~
# seq_pieces_stale_split.py:28:5: note: the tensor is written here
#    28 |     x.add_(1)
#       |     ^~~~~~~~~
# <<<
# torch.jit.script: accepts it, and the pieces (views) see x's write. A split by a run-time
# size is an ONNX sequence of the values x had, so reading it after the write is refused,
# its first and last pieces (read as slices of x) as well.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    p = x.split(n)
    x.add_(1)
    return p[0] + p[-1]
