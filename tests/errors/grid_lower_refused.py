# >>> inputs
# x:float64[1,2,4,5]
# g:float64[1,3,6,2]
# v:float32[1,2,3,4,5]
# w:float32[1,2,3,6,3]
# <<<
# >>> stderr
# grid_lower_refused.py:23:13: error: aten::grid_sampler: grid_sample of float64: ONNX Runtime's GridSample takes float32 only (opset 17)
#    23 |     return [F.grid_sample(x, g, align_corners=True), F.grid_sample(v, w, align_corners=False)]
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# grid_lower_refused.py:23:54: error: aten::grid_sampler: grid_sample of 5-d inputs (3-d sampling): ONNX GridSample samples 2-d grids before opset 20, and ONNX Runtime's does not take them (opset 17)
#    23 |     return [F.grid_sample(x, g, align_corners=True), F.grid_sample(v, w, align_corners=False)]
#       |                                                      ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# PyTorch computes both; ONNX Runtime's GridSample takes float32 only, 2-d grids only
def f(x: Tensor, g: Tensor, v: Tensor, w: Tensor) -> List[Tensor]:
    return [F.grid_sample(x, g, align_corners=True), F.grid_sample(v, w, align_corners=False)]
