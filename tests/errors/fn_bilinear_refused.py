# >>> inputs
# a:float32[2,3,4]
# b:float32[2,3,5]
# w:float32[6,4,5]
# bias:float32[6]
# <<<
# >>> stderr
# fn_bilinear_refused.py:39:9: error: aten::bilinear: bilinear(): input batch dimensions do not match at dim 0: got 1 and 2
#    39 |         F.bilinear(a[:1], b, w, bias),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_bilinear_refused.py:40:9: error: aten::bilinear: bilinear(): input dimensions do not match: got 2 and 3
#    40 |         F.bilinear(a[0], b, w, bias),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_bilinear_refused.py:41:9: error: aten::bilinear: bilinear(): input1 size does not match weight size: got 4 but expected 3
#    41 |         F.bilinear(a, b, w[:, :3], bias),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_bilinear_refused.py:42:9: error: aten::bilinear: bilinear(): input2 size does not match weight size: got 5 but expected 3
#    42 |         F.bilinear(a, b, w[:, :, :3], bias),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_bilinear_refused.py:43:9: error: aten::bilinear: bilinear(): bias size does not match weight size: got 5 but expected 6
#    43 |         F.bilinear(a, b, w, bias[:5]),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_bilinear_refused.py:44:9: error: aten::bilinear: expected scalar type float64 but found float32
#    44 |         F.bilinear(a.double(), b, w, bias),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_bilinear_refused.py:45:9: error: aten::bilinear: weight must be 3-d, not 2-d
#    45 |         F.bilinear(a, b, w[0], bias),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# Each call raises in PyTorch 1.13
def f(a: Tensor, b: Tensor, w: Tensor, bias: Tensor) -> List[Tensor]:
    return [
        F.bilinear(a[:1], b, w, bias),
        F.bilinear(a[0], b, w, bias),
        F.bilinear(a, b, w[:, :3], bias),
        F.bilinear(a, b, w[:, :, :3], bias),
        F.bilinear(a, b, w, bias[:5]),
        F.bilinear(a.double(), b, w, bias),
        F.bilinear(a, b, w[0], bias),
    ]
