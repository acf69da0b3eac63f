# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# dict_loop_value_may_be_source.py:22:5: error: cannot write to 'x' in place: it is a value of a dict a loop carries, and another name, list or dict holds the tensor it starts from; use .clone() where it is made
#    22 |     x.add_(5.0)
#       |     ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; when the loop runs 0 times d["a"] is x itself, so the write to
# x shows in it. A loop carries a dict's values as new tensors each run, so the write is
# refused. Before the fix only the values the loop made were marked, not x: the write was lost.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    d = {"a": x, "b": x * 2.0}
    for i in range(n):
        d["a"] = d["a"] + 1.0
    x.add_(5.0)
    return d["a"], d["b"]
