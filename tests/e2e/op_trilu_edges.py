# triu/tril as ONNX's Trilu from opset 14 (uint8 through int32, as ONNX Runtime lacks it)
# and as a Range mask below opset 14, of float, double, int32, float16, uint8 and bool:
# diagonals beyond the size either
# way, negative, a 4-d batch, empty rows and columns, a run-time diagonal, in place.
# >>> inputs
# x:float32[n,m]
# b:float64[2,2,n,m]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 4); b = torch.randn(2, 2, 3, 4).double(); k = 7
# x = torch.randn(4, 3); b = torch.randn(2, 2, 4, 3).double(); k = -7
# x = torch.randn(0, 3); b = torch.randn(2, 2, 0, 3).double(); k = -1
# x = torch.randn(3, 0); b = torch.randn(2, 2, 3, 0).double(); k = 2
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, b: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    y = b.clone()
    y.triu_(k)
    i = (x * 10).int()
    h = x.half()
    u = (x * 10).to(torch.uint8)
    return (x.triu(5), x.tril(-5), x.triu(-5), x.tril(5), b.tril(k), y, i.triu(k), h.tril(1),
            u.triu(-1), (b > 0).tril(-k))
