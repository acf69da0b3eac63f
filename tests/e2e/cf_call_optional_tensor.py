# Optional[Tensor] helper parameter with a None default, tested with `is None` / `is not None`;
# the helper is called with and without it.
# >>> inputs
# x:float32[n,4]
# bias:float32[4]
# <<<
# >>> sets
# x = torch.randn(2, 4); bias = torch.randn(4)
# x = torch.randn(3, 4); bias = torch.randn(4)
# x = torch.randn(5, 4); bias = torch.randn(4)
# <<<
import torch
from torch import Tensor
from typing import Optional


def layer(x: Tensor, bias: Optional[Tensor] = None, mask: Optional[Tensor] = None) -> Tensor:
    y = torch.tanh(x)
    if bias is not None:
        y = y + bias
    if mask is None:
        return y
    return y.masked_fill(mask, 0.0)


def f(x: Tensor, bias: Tensor) -> Tensor:
    a = layer(x)
    b = layer(x, bias)
    c = layer(x, mask=x > 0)
    d = layer(x, bias=bias, mask=x < 0)
    return a + b * 2.0 + c * 3.0 + d * 4.0
