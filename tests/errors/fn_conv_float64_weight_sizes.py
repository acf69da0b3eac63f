# >>> inputs
# d:float64[2,4,7,7]
# wd:float64[6,2,k,k]
# <<<
# >>> stderr
# fn_conv_float64_weight_sizes.py:18:12: error: aten::conv2d: a float64 convolution needs the weight's sizes, not known here (opset 17)
#    18 |     return F.conv2d(d, wd, groups=2)
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor


# PyTorch computes it; a float64 convolution, which ONNX Runtime has no Conv kernel for, is
# computed by products (one slice per kernel position), which needs the weight's sizes.
def f(d: Tensor, wd: Tensor) -> Tensor:
    return F.conv2d(d, wd, groups=2)
