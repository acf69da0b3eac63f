# >>> inputs
# x:float64[3]
# <<<
# >>> stderr
# ort_asin_float64.py:19:12: error: ONNX Runtime has no float64 Asin kernel (on CPU), and no wider type computes it exactly
#    19 |     return torch.asin(x) + x.atanh()
#       |            ^~~~~~~~~~~~~
# ort_asin_float64.py:19:28: error: ONNX Runtime has no float64 Atanh kernel (on CPU), and no wider type computes it exactly
#    19 |     return torch.asin(x) + x.atanh()
#       |                            ^~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor


# issue 18: ONNX Runtime has no float64 Asin or Atanh kernel; both are reported in one run
def f(x: Tensor) -> Tensor:
    return torch.asin(x) + x.atanh()
