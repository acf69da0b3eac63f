# >>> inputs
# x:float32[1,2,4,5]
# g:float32[1,3,6,2]
# <<<
# >>> options
# --opset 15
# <<<
# >>> stderr
# grid_below_opset16.py:22:12: error: aten::grid_sampler: grid_sample (ONNX GridSample) needs ONNX opset 16 or later (opset 15)
#    22 |     return F.grid_sample(x, g, align_corners=False)
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# F.grid_sample is ONNX's GridSample, opset 16: below it the call is refused naming the
# operator and the lowest opset (worded as every such refusal, lower_old.c's included;
# --list-ops gives grid_sampler's opsets as 16-21)
import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, g: Tensor) -> Tensor:
    return F.grid_sample(x, g, align_corners=False)
