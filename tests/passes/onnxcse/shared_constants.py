# >>> inputs
# x:float32[4]
# <<<
# >>> options
# -O2
# <<<
# >>> after onnxcse
# graph(%x : Float(4)):
#   %1 : Float() = onnx::Constant[value={2.}]()   # shared_constants.py:31:11
#   %2 : Float(4) = onnx::Mul(%x, %1)   # shared_constants.py:31:11
#   %3 : Float() = onnx::ReduceSum[keepdims=0](%x)   # shared_constants.py:32:8
#   %4 : Float() = onnx::Constant[value={0.}]()   # shared_constants.py:32:8
#   %5 : Bool() = onnx::Greater(%3, %4)   # shared_constants.py:32:8
#   %a : Float(4) = onnx::If(%5)   # shared_constants.py:32:5
#     block0():
#       %7 : Float(4) = onnx::Add(%2, %1)   # shared_constants.py:33:15
#       -> (%7)
#     block1():
#       -> (%2)
#   %8 : Float(4) = onnx::Mul(%a, %1)   # shared_constants.py:34:14
#   return (%8)
# <<<
# Lowering makes a float32 constant 2 for each use of the number 2.0; licm moves the branch's
# out of the If, onnxcse hoists them to the top and keeps one (the first: x * 2.0's), which
# the If branch then reads from the outer graph.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    a = x * 2.0
    if x.sum() > 0:
        a = a + 2.0
    return a * 2.0
