# >>> inputs
# x:float64[2,3]
# <<<
# >>> stderr
# ort_softplus_float64.py:16:12: error: ONNX Runtime has no float64 Softplus kernel (on CPU), and no wider type computes it exactly
#    16 |     return F.softplus(x, 2.0)
#       |            ^~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor


# issue 18: ONNX Runtime has no float64 Softplus kernel, and log(1 + exp(x)) is not log1p
def f(x: Tensor) -> Tensor:
    return F.softplus(x, 2.0)
