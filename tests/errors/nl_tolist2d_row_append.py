# >>> inputs
# x:int64[B,C]
# <<<
# >>> stderr
# nl_tolist2d_row_append.py:19:9: error: cannot change this list in place: it is a row of a list of lists whose length is known only at run time (an ONNX sequence holds a copy of it), and a change to one list would have to reach the other; make a new list instead (xs = xs + [t])
#    19 |         r.append(1)
#       |         ^~~~~~~~~~~
# <<<
# In PyTorch r is the list object rows[0] holds, so the append reaches rows; rows is an ONNX
# sequence here, which holds a copy of each row.
import torch
from torch import Tensor
from typing import List


def f(x: Tensor) -> int:
    rows: List[List[int]] = x.tolist()
    for r in rows:
        r.append(1)
    return len(rows[0])
