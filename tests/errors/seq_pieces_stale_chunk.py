# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> stderr
# seq_pieces_stale_chunk.py:22:12: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    22 |     return torch.cat(p)
#       |            ^~~~~~~~~~~~
# seq_pieces_stale_chunk.py:21:5: note: the tensor is written here
#    21 |     x.mul_(2.0)
#       |     ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it, and the chunks (views) see x's write. A chunk by a run-time
# count is an ONNX sequence of the values x had, so reading it after the write is refused.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    p = x.chunk(n)
    x.mul_(2.0)
    return torch.cat(p)
