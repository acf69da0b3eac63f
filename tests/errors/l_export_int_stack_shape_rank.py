# Exporter pattern (issue 7): a List[int] of sizes grown in a loop feeds reshape; the result's rank is 1 + n.
# torch.onnx.export (1.13, scripted) emits Loop + SequenceInsert feeding Reshape (a sequence as a shape).
# >>> inputs
# x:float32[B,8]
# n:int64[]
# <<<
# >>> stderr
# l_export_int_stack_shape_rank.py:26:12: error: this result is returned (graph output 'output0') but its rank is known only at run time, and ONNX requires graph outputs to have one
#    26 |     return x.reshape(shape).sum(-1)
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# Refused by design: the result's rank depends on n, and ONNX (IR.md; onnx.checker) requires
# a graph output to have a rank. (Staged in tests/e2e_lists while that was being checked.)
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    shape = [x.size(0)]
    rest = 8
    for i in range(n):
        shape.append(2)
        rest = rest // 2
    shape.append(rest)
    return x.reshape(shape).sum(-1)
