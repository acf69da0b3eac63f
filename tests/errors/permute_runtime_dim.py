# >>> inputs
# x:float32[2,3,4]
# k:int64[]
# <<<
# >>> stderr
# permute_runtime_dim.py:18:12: error: aten::permute: dims must be known at compile time (ONNX's Transpose takes its permutation as an attribute); dim 0 is known only at run time
#    18 |     return x.permute([k, 0, 1]) * 2.0
#       |            ^~~~~~~~~~~~~~~~~~~~
# <<<
# permute with a dim known only at run time in a list display: ONNX's Transpose takes its
# permutation as an attribute, so it is refused where it is. (It was read as -1, the last
# dim: [k, 0, 1] compiled as [2, 0, 1] whatever k was.)
import torch
from torch import Tensor


def f(x: Tensor, k: int):
    return x.permute([k, 0, 1]) * 2.0
