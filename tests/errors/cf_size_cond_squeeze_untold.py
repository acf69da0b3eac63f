# >>> inputs
# x:float32[B,3]
# <<<
# >>> stderr
# cf_size_cond_squeeze_untold.py:18:5: error: this result is returned (graph output 'y') but its rank is known only at run time, and ONNX requires graph outputs to have one
#    18 |     if x.size(0) % 2 == 1:
#       |     ^~~~~~~~~~~~~~~~~~~~~~
# <<<
# torch.jit.script: accepts it. x.size(0) % 2 == 1 does not tell whether B is 1 (B may be 1 or
# 3, 5, ...), so squeeze(0) keeps or drops the dim at run time: the branches' ranks differ
# then, and ONNX needs one rank for the If's result (issue 18: the conditions that tell a size,
# ==, !=, orders and their `and`, `not`, are used; this one is not such).
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    if x.size(0) % 2 == 1:
        y = x.squeeze(0)
    else:
        y = x.sum(0)
    return y
