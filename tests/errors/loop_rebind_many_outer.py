# torch.jit.script: accepts it. A run rebinds y to one of nine tensors made before the loop:
# the loop carries a flag for each of up to 8 (MAXCANDS in frontend/build_stmt.c), so this
# write is refused, and says why (issue 18 item 14).
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# loop_rebind_many_outer.py:22:9: error: cannot write to 'y' in place: it may share its memory with another tensor (a run of the loop rebinds it to one of more than 8 tensors made before the loop); use .clone() where it is made, or write to the tensor it comes from
#    22 |         y.add_(1.0)
#       |         ^~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> List[Tensor]:
    ws = [x + float(k) for k in range(9)]
    y = x * 1.0
    for i in range(n):
        y.add_(1.0)
        if i == 0:
            y = ws[0]
        elif i == 1:
            y = ws[1]
        elif i == 2:
            y = ws[2]
        elif i == 3:
            y = ws[3]
        elif i == 4:
            y = ws[4]
        elif i == 5:
            y = ws[5]
        elif i == 6:
            y = ws[6]
        elif i == 7:
            y = ws[7]
        else:
            y = ws[8]
    return ws
