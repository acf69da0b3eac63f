# >>> inputs
# x:float32[2,4,7,7]
# w:float32[6,2,3,3]
# ws:float32[6,2,k,k]
# n:int64[]
# <<<
# >>> stderr
# fn_conv_not_constant.py:36:9: error: aten::conv2d: stride must be a constant
#    36 |         F.conv2d(x, w, stride=n, groups=2),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_not_constant.py:37:9: error: aten::conv2d: padding must be a constant
#    37 |         F.conv2d(x, w, padding=[1, n], groups=2),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_not_constant.py:38:9: error: aten::conv2d: dilation must be a constant
#    38 |         F.conv2d(x, w, dilation=(n, 1), groups=2),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_not_constant.py:39:9: error: aten::conv2d: groups must be a constant
#    39 |         F.conv2d(x, w, groups=n),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_not_constant.py:40:9: error: aten::conv2d: padding='same' needs the kernel's size, not known here
#    40 |         F.conv2d(x, ws, padding='same', groups=2),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# PyTorch accepts these; scriptc refuses them with a located error: ONNX's Conv takes stride,
# padding, dilation and groups as attributes, and 'same' needs the kernel's size.
# (conv_transpose's output_padding known only at run time compiles:
# e2e/fn_conv_transpose_runpad.)
def f(x: Tensor, w: Tensor, ws: Tensor, n: int) -> List[Tensor]:
    return [
        F.conv2d(x, w, stride=n, groups=2),
        F.conv2d(x, w, padding=[1, n], groups=2),
        F.conv2d(x, w, dilation=(n, 1), groups=2),
        F.conv2d(x, w, groups=n),
        F.conv2d(x, ws, padding='same', groups=2),
    ]
