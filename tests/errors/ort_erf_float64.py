# >>> inputs
# x:float64[3]
# <<<
# >>> stderr
# ort_erf_float64.py:16:12: error: ONNX Runtime has no float64 Erf kernel (on CPU), and no wider type computes it exactly
#    16 |     return torch.erf(x)
#       |            ^~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor


# issue 18: ONNX Runtime has no float64 Erf kernel (ORT_GAPS); PyTorch computes it in float64
def f(x: Tensor) -> Tensor:
    return torch.erf(x)
