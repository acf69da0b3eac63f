# >>> inputs
# x:int64[3]
# <<<
# >>> options
# -O2
# <<<
# >>> after lower
# graph(%x : Long(3)):
#   %1 : Long() = onnx::ReduceSum[keepdims=0](%x)   # if_tensor_cond.py:28:8
#   %2 : Long() = onnx::Constant[value={0}]()   # if_tensor_cond.py:28:8
#   %3 : Bool() = onnx::Greater(%1, %2)   # if_tensor_cond.py:28:8
#   %y : Float(3) = onnx::If(%3)   # if_tensor_cond.py:28:5
#     block0():
#       %5 : Float(3) = onnx::Cast[to=1](%x)   # if_tensor_cond.py:29:15
#       %6 : Float() = onnx::Constant[value={0.5}]()   # if_tensor_cond.py:29:15
#       %7 : Float(3) = onnx::Add(%5, %6)   # if_tensor_cond.py:29:15
#       -> (%7)
#     block1():
#       %8 : Float(3) = onnx::Cast[to=1](%x)   # if_tensor_cond.py:31:13
#       -> (%8)
#   return (%y)
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    if x.sum() > 0:
        y = x + 0.5
    else:
        y = x.float()
    return y
