# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# ort_gelu_float64.py:16:12: error: ONNX Runtime has no float64 Erf kernel (on CPU), and no wider type computes it exactly
#    16 |     return F.gelu(x.double())
#       |            ^~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor


# issue 18: F.gelu of float64 needs Erf, which ONNX Runtime has no float64 kernel for
def f(x: Tensor) -> Tensor:
    return F.gelu(x.double())
