# >>> inputs
# x:float32[2,3,4]
# m:float32[3]
# v:float32[3]
# d:float64[3]
# k:int64[2,3]
# m4:float32[4]
# one:float32[1,3]
# <<<
# >>> stderr
# np_batch_norm_refused.py:46:9: error: aten::batch_norm: running_mean must be defined in evaluation mode
#    46 |     a = F.batch_norm(x, None, None)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_batch_norm_refused.py:47:9: error: aten::batch_norm: mixed dtype: input is float32 but weight is float64 (PyTorch refuses it)
#    47 |     b = F.batch_norm(x, m, v, d)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# np_batch_norm_refused.py:48:9: error: aten::batch_norm: running_mean should contain 3 elements not 4
#    48 |     c = F.batch_norm(x, m4, v)
#       |         ^~~~~~~~~~~~~~~~~~~~~~
# np_batch_norm_refused.py:49:9: error: aten::batch_norm: weight should contain 3 elements not 4
#    49 |     e = F.batch_norm(x, m, v, m4)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~
# np_batch_norm_refused.py:50:9: error: aten::batch_norm: "batch_norm" not implemented for int64
#    50 |     g = F.batch_norm(k, None, None, training=True)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_batch_norm_refused.py:51:9: error: aten::batch_norm: Expected more than 1 value per channel when training
#    51 |     h = F.batch_norm(one, None, None, training=True)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_batch_norm_refused.py:52:9: error: aten::batch_norm: training=True with running statistics updates them in place: not supported (pass None, as track_running_stats=False does)
#    52 |     i = F.batch_norm(x, m, v, training=True)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


# PyTorch's messages (torch 1.13, eager): "running_mean must be defined in evaluation mode",
# "mixed dtype (CPU): expect parameter to have scalar type of Float",
# "running_mean should contain 3 elements not 4", "weight should contain 3 elements not 4",
# "\"batch_norm\" not implemented for 'Long'", "Expected more than 1 value per channel when
# training"; the running statistics' update in place is scriptc's own refusal
def f(x: Tensor, m: Tensor, v: Tensor, d: Tensor, k: Tensor, m4: Tensor,
      one: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = F.batch_norm(x, None, None)
    b = F.batch_norm(x, m, v, d)
    c = F.batch_norm(x, m4, v)
    e = F.batch_norm(x, m, v, m4)
    g = F.batch_norm(k, None, None, training=True)
    h = F.batch_norm(one, None, None, training=True)
    i = F.batch_norm(x, m, v, training=True)
    return a, b, c, e, g, h, i
