# >>> inputs
# x:float32[B,4]
# n:int64[]
# <<<
# >>> stderr
# seq_element_may_be_source.py:25:12: error: 'last' may share its memory with a tensor that was written in place since it was made (it is an element of a list whose length is known only at run time, which may be a tensor that went into the list), so its value cannot be known here; use .clone() where it is made
#    25 |     return last
#       |            ^~~~
# <<<
# torch.jit.script: accepts it; when the loop runs 0 times p is x, so the last piece of
# p.split(1) is a view of x and the write to x shows in it. The pieces are an ONNX sequence
# (B is known only at run time), which holds values: after the write to x the piece read
# out of it may be stale, so reading it is refused. Once only p's own memory was marked, not
# x, which p may be: the write was lost (tests/gen seed 22847).
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    p = x
    for i in range(n):
        p = p + 1.0
    last = p.split(1)[-1]
    x += 1.0
    return last
