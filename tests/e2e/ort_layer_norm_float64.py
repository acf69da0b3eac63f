# >>> inputs
# x32:float32[n,4]
# <<<
# >>> sets
# x32 = torch.randn(3, 4) * 5.0
# x32 = torch.randn(1, 4)
# x32 = torch.zeros(0, 4)
# <<<
import torch
from torch import Tensor
from typing import Tuple


# issue 18: a float64 layer norm written out, ReduceMean(Pow(x - mean, 2)) with a 1-d scale
# and bias, is what ONNX Runtime's default optimizations fuse into a LayerNormalization that
# fails to load for float64 when its input is a Cast from float32 (opset 17: the float32
# Cast input with float64 scale and bias; opset 13: no float64 kernel).  A float64 x ** 2 is
# now x * x (PyTorch's own exponent-2 case); every spelling of the square, and a cube that
# stays Pow
def f(x32: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    x = x32.double()
    d = x - x.mean(-1, keepdim=True)
    a = d / torch.sqrt(d.pow(2).mean(-1, keepdim=True) + 1e-5) * torch.ones(4, dtype=torch.float64) \
        + torch.zeros(4, dtype=torch.float64)
    y = (x32 * 3.0).double()
    d2 = y - y.mean(-1, keepdim=True)
    c = d2 / torch.sqrt((d2 ** 2).mean(-1, keepdim=True) + 1e-5) * torch.full([4], 2.0, dtype=torch.float64) \
        + torch.full([4], 0.5, dtype=torch.float64)
    z = (x32 + 1.0).double()
    d3 = z - z.mean(-1, keepdim=True)
    e = d3 / torch.sqrt(torch.pow(d3, 2.0).mean(-1, keepdim=True) + 1e-5) * torch.ones(4, dtype=torch.float64) \
        + torch.zeros(4, dtype=torch.float64)
    return a, c, e, x.pow(3) + x ** 2
