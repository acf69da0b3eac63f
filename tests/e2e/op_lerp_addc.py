# >>> inputs
# x:float32[n,k]
# y:float32[k]
# w:float32[n,1]
# d:float64[n,k]
# i:int64[n,k]
# <<<
# >>> sets
# x = torch.randn(3, 4); y = torch.randn(4); w = torch.tensor([[0.25], [0.5], [-3.0]]); d = torch.randn(3, 4, dtype=torch.float64); i = torch.randint(-5, 5, (3, 4))
# x = torch.tensor([[0.0, -0.0, math.inf, math.nan, 1e30, -2.0]]); y = torch.tensor([1.0, -1.0, 2.0, 3.0, -1e30, math.inf]); w = torch.tensor([[0.75]]); d = torch.tensor([[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]], dtype=torch.float64); i = torch.tensor([[1, 2, 3, 4, 5, 6]])
# x = torch.zeros(0, 2); y = torch.zeros(2); w = torch.zeros(0, 1); d = torch.zeros(0, 2, dtype=torch.float64); i = torch.zeros(0, 2, dtype=torch.int64)
# <<<
# torch.lerp with a number weight (under and over 0.5: PyTorch's two formulas) and a tensor
# weight, broadcast; addcmul and addcdiv with value default, a number and an int tensor
# operand (promoted); int64 addcmul; the in-place forms
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, y: Tensor, w: Tensor, d: Tensor, i: Tensor) -> List[Tensor]:
    out = [torch.lerp(x, y, 0.3), x.lerp(y, 0.8), torch.lerp(x, y, w), torch.lerp(d, d * 2, 1.5), torch.lerp(y, x, w)]
    out += [torch.addcmul(x, y, w), x.addcmul(x, y, value=-0.5), torch.addcmul(d, d, i), torch.addcmul(i, i, i, value=3), torch.addcmul(i, i, i, value=2.7)]
    out += [torch.addcdiv(x, y, w), x.addcdiv(x, y, value=2.0), torch.addcdiv(d, i, d), torch.addcdiv(i, x, y)]
    z = x.clone()
    z.lerp_(y, 0.5)
    v = x.clone()
    v.addcmul_(y, y, value=2)
    u = x.clone()
    u.addcdiv_(w, y)
    out += [z, v, u]
    return out
