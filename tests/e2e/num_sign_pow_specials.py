# >>> inputs
# x:float32[n]
# y:float64[n]
# h:float16[n]
# <<<
# >>> sets
# x = torch.tensor([float('nan'), -0.0, 0.0, float('-inf'), float('inf'), -4.0, 4.0]); y = x.double(); h = x.half()
# x = torch.tensor([-0.0, 2.25, float('nan')]); y = torch.tensor([float('-inf'), 0.25, float('nan')], dtype=torch.float64); h = x.half()
# x = torch.tensor([1e-40, -1e-40, 9.0, -0.0]); y = torch.tensor([1e-310, -1e-310, 9.0, -0.0], dtype=torch.float64); h = x.half()
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List


# special values (issue 20, numerics): sign(NaN) is 0 in PyTorch ((0 < x) - (x < 0)), ONNX's
# Sign NaN; x ** 0.5 and x ** -0.5 are sqrt and rsqrt in ATen, so (-inf) ** 0.5 is NaN (C's
# pow inf) and (-0) ** -0.5 -inf (pow +inf); bfloat16's too, but float16's kernel is pow's
def f(x: Tensor, y: Tensor, h: Tensor) -> List[Tensor]:
    b = x.to(torch.bfloat16)
    return [torch.sign(x), x ** 0.5, x ** -0.5, y.sign(), torch.pow(y, 0.5), y ** -0.5,
            h ** 0.5, h.pow(-0.5), (b ** 0.5).float(), (b ** -0.5).float(), h.sign()]
