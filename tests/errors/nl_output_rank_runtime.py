# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> stderr
# nl_output_rank_runtime.py:23:12: error: this result is returned (graph output 'output0') but its rank is known only at run time, and ONNX requires graph outputs to have one
#    23 |     return torch.zeros(sz)
#       |            ^~~~~~~~~~~~~~~
# <<<
# torch.zeros of a List[int] whose length depends on n has a rank known only at run time.
# ONNX Runtime would run such a model, but IR.md requires the main graph's outputs to state
# their rank, and onnx.checker refuses a graph output without a shape ("Field 'shape' of
# 'type' is required but missing"): refused, located at the factory.
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> Tensor:
    sz: List[int] = [x.size(0)]
    for i in range(n):
        sz.append(2)
    return torch.zeros(sz)
