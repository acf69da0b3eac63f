# The smallest scriptc example: a `for` loop whose trip count is a run-time value.
# y is a 0-d int64 tensor, so the number of iterations is only known when the model runs;
# scriptc keeps the loop as an ONNX Loop instead of unrolling it.
#
#   scriptc examples/loop_add.py --input 'x:float32[batch,3]' --input 'y:int64[]'
#
# >>> inputs
# x:float32[batch,3]
# y:int64[]
# <<<
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor) -> Tensor:
    for i in range(int(y)):
        x = x + i
    return x
