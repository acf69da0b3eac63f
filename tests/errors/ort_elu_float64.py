# >>> inputs
# x:float64[3]
# <<<
# >>> stderr
# ort_elu_float64.py:16:12: error: ONNX Runtime has no float64 Elu kernel (on CPU), and no wider type computes it exactly
#    16 |     return F.elu(x)
#       |            ^~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor


# issue 18: ONNX Runtime has no float64 Elu kernel
def f(x: Tensor) -> Tensor:
    return F.elu(x)
