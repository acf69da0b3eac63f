# A layer norm written by hand.  Rows of a large mean against their spread (3000 + sin) tell
# PyTorch's numbers from ONNX Runtime's LayerNormalization, into which its optimizations would
# fuse the Div(1, Sqrt) form of rsqrt (lower_elementwise.c keeps Reciprocal).
# >>> inputs
# x:float32[batch,seq,6]
# g:float32[6]
# b:float32[6]
# <<<
# >>> sets
# x = torch.randn(2, 3, 6); g = torch.randn(6); b = torch.randn(6)
# x = torch.randn(1, 4, 6) * 3 + 1; g = torch.randn(6); b = torch.randn(6)
# x = torch.randn(3, 2, 6); g = torch.randn(6); b = torch.randn(6)
# x = 3000 + torch.sin(torch.arange(24.0).reshape(4, 1, 6) * 1.7); g = torch.ones(6); b = torch.zeros(6)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, g: Tensor, b: Tensor) -> Tensor:
    mu = x.mean(-1, keepdim=True)
    var = (x - mu).pow(2).mean(dim=-1, keepdim=True)
    return (x - mu) * torch.rsqrt(var + 1e-5) * g + b
