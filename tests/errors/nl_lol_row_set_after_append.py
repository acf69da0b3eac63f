# >>> inputs
# n:int64[]
# <<<
# >>> stderr
# nl_lol_row_set_after_append.py:22:5: error: cannot change this list in place: it is a row of a list of lists whose length is known only at run time (an ONNX sequence holds a copy of it), and a change to one list would have to reach the other; make a new list instead
#    22 |     r[0] = 5
#       |     ^~~~
# <<<
# In PyTorch rows holds the list object r, so r[0] = 5 reaches rows[-1]; rows is an ONNX
# sequence (appended to in a loop), which holds a copy of r.
import torch
from torch import Tensor
from typing import List


def f(n: int) -> int:
    rows: List[List[int]] = []
    for i in range(n):
        rows.append([i])
    r = [1, 2]
    rows.append(r)
    r[0] = 5
    return rows[-1][0]
