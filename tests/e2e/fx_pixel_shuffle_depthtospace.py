# F.pixel_shuffle of a 4-d input as ONNX DepthToSpace (mode CRD) in the dtypes ONNX Runtime
# has it for: float32, float64, float16, uint8, with symbolic batch, channels and spatial
# sizes (an empty batch and an empty spatial dim at run time; not for the 3-d input,
# whose Reshape before opset 14 cannot take one), factors 1, 2 and 3, and a
# non-4-d input beside it (the Reshape/Transpose form)
# >>> inputs
# x:float64[n,c,h,w]
# y:float16[m,18,2,hy]
# u:uint8[m,4,hu,3]
# <<<
# >>> sets
# x = torch.randn(2, 8, 3, 4, dtype=torch.float64); y = torch.randn(2, 18, 2, 5).half(); u = torch.randint(0, 255, (2, 4, 5, 3), dtype=torch.uint8)
# x = torch.randn(1, 36, 1, 2, dtype=torch.float64); y = torch.randn(0, 18, 2, 1).half(); u = torch.randint(0, 255, (0, 4, 1, 3), dtype=torch.uint8)
# x = torch.randn(3, 4, 1, 2, dtype=torch.float64); y = torch.randn(3, 18, 2, 0).half(); u = torch.randint(0, 255, (3, 4, 0, 3), dtype=torch.uint8)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, u: Tensor) -> List[Tensor]:
    return [
        F.pixel_shuffle(x, 2),
        F.pixel_shuffle(x, 1),
        F.pixel_shuffle(y, 3),
        F.pixel_shuffle(u, 2),
        F.pixel_shuffle(x[0], 2),
    ]
