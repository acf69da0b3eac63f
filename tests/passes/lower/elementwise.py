# >>> inputs
# x:float32[batch,4]
# y:float32[4]
# <<<
# >>> options
# -O2
# <<<
# >>> after lower
# graph(%x : Float(batch, 4), %y : Float(4)):
#   %2 : Float(batch, 4) = onnx::Add(%x, %y)   # elementwise.py:22:22
#   %3 : Float(batch, 4) = onnx::Relu(%2)   # elementwise.py:22:9
#   %4 : Float() = onnx::Constant[value={2.}]()   # elementwise.py:22:27
#   %5 : Float(batch, 4) = onnx::Mul(%3, %4)   # elementwise.py:22:27
#   %6 : Float(batch, 4) = onnx::Sub(%5, %y)   # elementwise.py:23:14
#   return (%6)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor) -> Tensor:
    z = torch.relu(x + y) * 2.0
    return z - y
