# >>> inputs
# x:float32[3,4]
# h:bfloat16[3]
# i:int64[3]
# n:int64[]
# <<<
# >>> options
# --opset 11
# <<<
# >>> stderr
# opset11_refusals.py:38:5: error: onnx::Loop: a list or optional carried through a loop (an ONNX sequence in a Loop) needs ONNX opset 13 or later (opset 11)
#    38 |     for k in range(n):
#       |     ^~~~~~~~~~~~~~~~~~
# opset11_refusals.py:40:5: error: onnx::If: a list or optional assigned in a branch (an ONNX sequence out of an If) needs ONNX opset 13 or later (opset 11)
#    40 |     if n > 2:
#       |     ^~~~~~~~~
# opset11_refusals.py:44:9: error: onnx::Einsum: Einsum needs ONNX opset 12 or later (opset 11)
#    44 |     e = F.bilinear(x, x, torch.ones(2, 4, 4))
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# opset11_refusals.py:45:24: error: onnx::Cast: bfloat16 needs ONNX opset 13 or later (opset 11)
#    45 |     return acc, other, h.float(), e, i ** 2
#       |                        ^~~~~~~~~
# opset11_refusals.py:45:40: error: onnx::Pow: Pow on integers needs ONNX opset 12 or later (opset 11)
#    45 |     return acc, other, h.float(), e, i ** 2
#       |                                        ^~
# <<<
# What has no form at opset 11, each refused at its line naming the operator and the
# opset it needs (docs/cli.md, --opset): a list carried through a loop and out of a
# branch (13), a bfloat16 input (13), F.bilinear (Einsum: 12), ** on integers (12). One run names all.
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, h: Tensor, i: Tensor, n: int) -> Tuple[List[Tensor], List[Tensor], Tensor, Tensor, Tensor]:
    acc: List[Tensor] = []
    for k in range(n):
        acc.append(x * k)
    if n > 2:
        other = [x]
    else:
        other = [x, x]
    e = F.bilinear(x, x, torch.ones(2, 4, 4))
    return acc, other, h.float(), e, i ** 2
