# >>> inputs
# x:float32[4]
# n:int64[]
# <<<
# >>> options
# -O2
# <<<
# >>> after lower
# graph(%x : Float(4), %n : Long()):
#   %2 : Bool() = onnx::Constant[value={1}]()   # for_loop.py:25:5
#   %3 : Long() = onnx::Constant[value={0}]()   # for_loop.py:25:14
#   %4 : Long() = onnx::Max(%n, %3)   # for_loop.py:25:14
#   %x.1 : Float(4) = onnx::Loop(%4, %2, %x)   # for_loop.py:25:5
#     block0(%6 : Long(), %cond : Bool(), %x.2 : Float(4)):
#       %9 : Float() = onnx::Constant[value={2.}]()   # for_loop.py:26:15
#       %10 : Float(4) = onnx::Mul(%x.2, %9)   # for_loop.py:26:15
#       -> (%2, %10)
#   return (%x.1)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        x = x * 2
    return x
