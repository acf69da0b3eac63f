# >>> inputs
# x:float32[4]
# n:int64[]
# <<<
# >>> options
# -O2
# <<<
# >>> after lower
# graph(%x : Float(4), %n : Long()):
#   %2 : Bool() = onnx::Constant[value=<Tensor>]()
#   %3 : Long() = onnx::Constant[value=<Tensor>]()   # for_loop.py:28:14
#   %4 : Long() = onnx::Sub(%3, %n)   # for_loop.py:28:14
#   %5 : Long() = onnx::Neg(%4)   # for_loop.py:28:14
#   %6 : Long() = onnx::Constant[value=<Tensor>]()   # for_loop.py:28:14
#   %7 : Long() = onnx::Max(%5, %6)   # for_loop.py:28:14
#   %x.1 : Float(4) = onnx::Loop(%7, %2, %x)   # for_loop.py:28:5
#     block0(%9 : Long(), %cond : Bool(), %x.2 : Float(4)):
#       %12 : Float() = onnx::Constant[value=<Tensor>]()   # for_loop.py:29:15
#       %13 : Float(4) = onnx::Mul(%x.2, %12)   # for_loop.py:29:15
#       -> (%2, %13)
#   return (%x.1)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        x = x * 2
    return x
