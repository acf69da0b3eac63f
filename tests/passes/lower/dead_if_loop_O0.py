# At -O0 an `if` and a loop whose assignments are all dead keep their place; lowering gives
# each one bool output that nothing reads (ONNX refuses an If or Loop without outputs).
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> options
# -O0
# <<<
# >>> after lower
# graph(%x : Float(3), %n : Long()):
#   %2 : Bool() = onnx::Constant[value={1}]()   # dead_if_loop_O0.py:40:5
#   %3 : Long() = onnx::Constant[value={0}]()   # dead_if_loop_O0.py:38:8
#   %4 : Bool() = onnx::Greater(%n, %3)   # dead_if_loop_O0.py:38:8
#   %5 : Bool() = onnx::Constant[value={1}]()   # dead_if_loop_O0.py:38:5
#   %6 : Bool() = onnx::If(%4)   # dead_if_loop_O0.py:38:5
#     block0():
#       %7 : Float() = onnx::Constant[value={1.}]()   # dead_if_loop_O0.py:39:15
#       %8 : Float(3) = onnx::Add(%x, %7)   # dead_if_loop_O0.py:39:15
#       -> (%5)
#     block1():
#       -> (%5)
#   %9 : Long() = onnx::Constant[value={0}]()   # dead_if_loop_O0.py:40:14
#   %10 : Long() = onnx::Max(%n, %9)   # dead_if_loop_O0.py:40:14
#   %11 : Bool() = onnx::Constant[value={1}]()   # dead_if_loop_O0.py:40:5
#   %12 : Bool() = onnx::Loop(%10, %2, %11)   # dead_if_loop_O0.py:40:5
#     block0(%13 : Long(), %cond : Bool(), %15 : Bool()):
#       %16 : Float() = onnx::Constant[value={2.}]()   # dead_if_loop_O0.py:41:15
#       %17 : Float(3) = onnx::Mul(%x, %16)   # dead_if_loop_O0.py:41:15
#       -> (%2, %15)
#   return (%x)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    if n > 0:
        z = x + 1.0
    for i in range(n):
        w = x * 2.0
    return x
