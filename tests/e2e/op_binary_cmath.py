# >>> inputs
# x:float32[n]
# y:float32[n]
# d:float64[n]
# i:int64[n]
# j:int32[n]
# <<<
# >>> sets
# x = torch.tensor([0.0, -0.0, 0.0, -0.0, 1.0, -1.0, 1.0, -1.0, math.inf, -math.inf, math.inf, -math.inf, math.nan, 2.5, -7.5, 1e30, 3.0, 0.0]); y = torch.tensor([0.0, 0.0, -0.0, -0.0, math.inf, math.inf, -math.inf, -math.inf, math.inf, math.inf, -math.inf, -math.inf, 1.0, math.nan, 2.0, 1e30, -0.0, -5.0]); d = x.double() * 0.75; i = torch.tensor([0, 3, -3, 7, -7, 1, 2, -2, 9, -9, 5, -5, 4, 6, -6, 8, 1, -1]); j = torch.tensor([1, 2, -2, 3, -3, 4, 5, -5, 2, 2, -4, 4, 7, 3, -3, 3, 1, 1], dtype=torch.int32)
# x = torch.randn(7) * 3; y = torch.randn(7) * 3; d = torch.randn(7, dtype=torch.float64); i = torch.randint(-20, 20, (7,)); j = torch.randint(1, 6, (7,), dtype=torch.int32)
# x = torch.zeros(0); y = torch.zeros(0); d = torch.zeros(0, dtype=torch.float64); i = torch.zeros(0, dtype=torch.int64); j = torch.zeros(0, dtype=torch.int32)
# <<<
# fmod, fmin, fmax, copysign, heaviside, atan2 (and arctan2), hypot on float32, float64 and
# integer tensors, tensor and number operands, broadcast to 0-d: zeros of both signs, every
# pair of infinities, NaN on either side; int operands of atan2 and copysign in float32
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, y: Tensor, d: Tensor, i: Tensor, j: Tensor) -> List[Tensor]:
    out = [torch.fmod(x, y), x.fmod(2.5), torch.fmod(d, -1.5), torch.fmod(i, j), torch.fmod(i, 4), torch.fmod(j, x)]
    out += [torch.fmin(x, y), x.fmax(y), torch.fmax(d, x), torch.fmin(i, j), torch.fmax(i > 0, j > 2)]
    out += [torch.copysign(x, y), x.copysign(-1.0), torch.copysign(d, y), torch.copysign(i, j), torch.copysign(i, -0.0)]
    out += [torch.heaviside(x, y), x.heaviside(torch.tensor(0.5)), torch.heaviside(i, i), torch.heaviside(i > 0, j > 2)]
    out += [torch.atan2(x, y), y.atan2(x), torch.arctan2(x, y * 2), torch.atan2(i, j), torch.atan2(x, torch.tensor(-0.0))]
    out += [torch.hypot(x, y), d.hypot(d * 2), torch.hypot(x, torch.tensor(3.0))]
    z = x.clone()
    z.fmod_(1.5)
    w = x.clone()
    w.atan2_(y)
    out += [z, w]
    return out
