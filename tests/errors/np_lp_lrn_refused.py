# >>> inputs
# x:float32[2,3,5]
# k:int64[2,3,5]
# v:float32[3,5]
# <<<
# >>> stderr
# np_lp_lrn_refused.py:33:9: error: aten::local_response_norm: Expected 3D or higher dimensionality input (got 2 dimensions)
#    33 |     a = F.local_response_norm(v, 2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_lp_lrn_refused.py:34:9: error: aten::local_response_norm: size must be positive, not 0 (PyTorch's pooling refuses it)
#    34 |     b = F.local_response_norm(x, 0)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_lp_lrn_refused.py:35:9: error: aten::local_response_norm: integral inputs are not supported yet (PyTorch averages their squares as integers)
#    35 |     c = F.local_response_norm(k, 2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_lp_lrn_refused.py:36:9: error: aten::lp_pool1d: integral inputs are not supported yet (PyTorch divides their sums as integers, the powers' too when norm_type is an int)
#    36 |     d = F.lp_pool1d(k, 2, 2)
#       |         ^~~~~~~~~~~~~~~~~~~~
# np_lp_lrn_refused.py:37:9: error: aten::lp_pool1d: stride should not be zero
#    37 |     e = F.lp_pool1d(x, 2, 0)
#       |         ^~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# PyTorch's messages (torch 1.13, eager): "Expected 3D or higher dimensionality input (got 2
# dimensions)", "stride should not be zero" (size 0: avg_pool's kernel); integer inputs are
# scriptc's own refusal: PyTorch averages them as integers (lp_pool1d(k, 2, 2) of [1, 2] is 2)
def f(x: Tensor, k: Tensor, v: Tensor) -> List[Tensor]:
    a = F.local_response_norm(v, 2)
    b = F.local_response_norm(x, 0)
    c = F.local_response_norm(k, 2)
    d = F.lp_pool1d(k, 2, 2)
    e = F.lp_pool1d(x, 2, 0)
    return [a, b, c, d, e]
