# >>> inputs
# i:int32[B]
# <<<
# >>> stderr
# nl_tolist_int32.py:17:21: error: tolist() of a tensor of dtype int32: TorchScript raises here whenever this runs (its lists take int64, float32, float64 and bool tensors)
#    17 |     ks: List[int] = i.tolist()
#       |                     ^~~~~~~~~~
# <<<
# torch.jit.script runs it, then raises "Output annotation element type and runtime tensor
# element type must match for tolist()": its List[int] takes only int64 tensors.
import torch
from torch import Tensor
from typing import List


def f(i: Tensor) -> int:
    ks: List[int] = i.tolist()
    return len(ks)
