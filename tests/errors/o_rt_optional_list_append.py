# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# o_rt_optional_list_append.py:23:9: error: cannot change this list in place: it comes from a variable that is None or not depending on run-time values (an ONNX optional holds its value, not the list), and a change to one list would have to reach the other; make a new list instead (xs = xs + [t])
#    23 |         xs.append(x)
#       |         ^~~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; xs is the list the Optional holds, so the append shows in ys.
# An ONNX optional holds the list's value, so scriptc refuses the change.
import torch
from torch import Tensor
from typing import List, Optional


def f(x: Tensor, n: int) -> int:
    ys = [x]
    xs: Optional[List[Tensor]] = None
    if n > 0:
        xs = ys
    if xs is not None:
        xs.append(x)
    return len(ys)
