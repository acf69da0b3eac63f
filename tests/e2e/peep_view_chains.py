# View chains that onnxpeep shortens (issue 23): a Reshape of a Reshape (its shape of run-time
# sizes that allowzero=1 takes literally, so the inner one can go), a Reshape whose shape
# copies the input's dims in place (0 without allowzero), Unsqueeze of Squeeze and Squeeze of
# Unsqueeze over the same axes, Transpose of Transpose (composed, and the identity), Reshape
# to the shape the type already knows. Sets with an empty dim (0 rows: 0 copies a 0), a unit
# dim, and two sizes of each symbolic dim.
# >>> inputs
# x:float32[n,m,4]
# y:float32[n,1,k]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4); y = torch.randn(2, 1, 5)
# x = torch.randn(5, 1, 4); y = torch.randn(5, 1, 1)
# x = torch.randn(0, 3, 4); y = torch.randn(0, 1, 2)
# x = torch.randn(1, 0, 4); y = torch.randn(1, 1, 0)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = x.view(x.size(0), x.size(1) * 4)
    b = a.reshape(x.size(0), x.size(1), 4)
    c = b.unsqueeze(1).squeeze(1)
    d = y.squeeze(1).unsqueeze(1)
    e = x.permute(2, 0, 1).permute(1, 2, 0)
    g = x.transpose(0, 2).permute(1, 0, 2)
    h = x.reshape(x.size(0) * x.size(1), 4).reshape(x.size(0), x.size(1) * 4)
    return c * 2.0, d + 1.0, e, g, h, y.view(y.size(0), y.size(2)).reshape(-1)
