# >>> inputs
# i:int32[3]
# <<<
# >>> stderr
# nl_tolist_int32_known_size.py:18:21: error: tolist() of a tensor of dtype int32: TorchScript raises here whenever this runs (its lists take int64, float32, float64 and bool tensors)
#    18 |     ks: List[int] = i.tolist()
#       |                     ^~~~~~~~~~
# <<<
# torch.jit.script runs it, then raises "Output annotation element type and runtime tensor
# element type must match for tolist()": its List[int] takes only int64 tensors, whatever
# their size (scriptc used to read the three numbers).
import torch
from torch import Tensor
from typing import List


def f(i: Tensor) -> int:
    ks: List[int] = i.tolist()
    return ks[0] + ks[2]
