# >>> inputs
# x:float32[B]
# <<<
# >>> raises
# x = torch.randn(3)
# x = torch.randn(6)
# <<<
# >>> stderr
# w_err_float_mask_masked_fill.py:19:5: error: aten::masked_fill: the mask must be a bool (or uint8) tensor
#    19 |     x.masked_fill_(x, 1.0)
#       |     ^~~~~~~~~~~~~~~~~~~~~~
# <<<
# Wrong if masked_fill_ with a float mask compiles (PyTorch raises unless every mask value is 0 or 1, which ONNX cannot check).
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x.masked_fill_(x, 1.0)
    return x
