# >>> inputs
# x:float32[2,3,4]
# t:int64[2,4]
# w:float32[5,3]
# <<<
# >>> stderr
# fx_pysig_ints.py:36:9: error: no overload of aten::interpolate takes (Float(2, 3, 4), scale_factor=int)
#    36 |     a = F.interpolate(x, scale_factor=2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_pysig_ints.py:37:9: error: no overload of aten::upsample takes (Float(2, 3, 4), scale_factor=int)
#    37 |     b = F.upsample(x, scale_factor=2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_pysig_ints.py:38:9: error: no overload of aten::normalize takes (Float(2, 3, 4), int)
#    38 |     c = F.normalize(x, 2)
#       |         ^~~~~~~~~~~~~~~~~
# fx_pysig_ints.py:39:9: error: no overload of aten::cross_entropy takes (Float(2, 3, 4), Long(2, 4), label_smoothing=int)
#    39 |     d = F.cross_entropy(x, t, label_smoothing=0)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_pysig_ints.py:40:9: error: no overload of aten::embedding takes (Long(2, 4), Float(5, 3), norm_type=int)
#    40 |     e = F.embedding(t, w, norm_type=1)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_pysig_ints.py:41:9: error: no overload of aten::threshold takes (Float(2, 3, 4), int, int)
#    41 |     g = F.threshold(x, 1, 0)
#       |         ^~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# TorchScript passes no int for a float parameter of torch.nn.functional's Python
# functions (each refused by torch.jit.script 1.13: "Expected a value of type 'float'"),
# unlike aten's operators: F_PYSIG rows (match.c)
def f(x: Tensor, t: Tensor, w: Tensor) -> List[Tensor]:
    a = F.interpolate(x, scale_factor=2)
    b = F.upsample(x, scale_factor=2)
    c = F.normalize(x, 2)
    d = F.cross_entropy(x, t, label_smoothing=0)
    e = F.embedding(t, w, norm_type=1)
    g = F.threshold(x, 1, 0)
    return [a, b, c, d, e, g]
