# >>> inputs
# x:float32[b,3,l]
# <<<
# >>> stderr
# fx_interpolate_area_runtime.py:17:12: error: aten::interpolate: mode 'area' needs the output size known at compile time (an adaptive average pool) (opset 17)
#    17 |     return F.interpolate(x, scale_factor=0.5, mode="area")
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor


# not supported yet (PyTorch computes it): mode 'area' whose output size is known only at
# run time, an adaptive average pool of run-time windows
def f(x: Tensor) -> Tensor:
    return F.interpolate(x, scale_factor=0.5, mode="area")
