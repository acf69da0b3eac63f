# >>> inputs
# a:float32[n,3]
# b:float32[n,3]
# <<<
# >>> options
# -O1
# <<<
# >>> after onnxpeep
# graph(%a : Float(n, 3), %b : Float(n, 3)):
#   %2 : Bool(n, 3) = onnx::Equal(%a, %b)   # anynot.py:36:18
#   %3 : Bool(n, 3) = onnx::Not(%2)   # anynot.py:36:18
#   %4 : Byte(n, 3) = onnx::Cast[to=2](%3)   # anynot.py:36:17
#   %5 : Byte(n, 3) = onnx::Cast[to=2](%2)   # anynot.py:36:17
#   %6 : Byte() = onnx::ReduceMin[keepdims=0](%5)   # anynot.py:36:17
#   %7 : Byte() = onnx::Constant[value={0}]()   # anynot.py:36:17
#   %8 : Bool() = onnx::Equal(%6, %7)   # anynot.py:36:17
#   %9 : Bool() = onnx::Cast[to=9](%6)   # anynot.py:36:17
#   %10 : Bool(n, 3) = onnx::Equal(%a, %b)   # anynot.py:36:35
#   %11 : Bool(n, 3) = onnx::Not(%10)   # anynot.py:36:35
#   %12 : Byte(n, 3) = onnx::Cast[to=2](%11)   # anynot.py:36:34
#   %13 : Byte(n, 3) = onnx::Cast[to=2](%10)   # anynot.py:36:34
#   %14 : Byte(n) = onnx::ReduceMax[axes=[1], keepdims=0](%13)   # anynot.py:36:34
#   %15 : Byte() = onnx::Constant[value={0}]()   # anynot.py:36:34
#   %16 : Bool(n) = onnx::Equal(%14, %15)   # anynot.py:36:34
#   %17 : Bool(n) = onnx::Cast[to=9](%14)   # anynot.py:36:34
#   return (%8, %16)
# <<<
# any(a != b) is not all(a == b): Equal(ReduceMin(Cast[to=uint8](Equal(a, b))), 0), the Not
# gone (onnxarith.c notreduced); all(a != b) along dim 1 likewise with ReduceMax.
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor) -> Tuple[bool, Tensor]:
    return bool((a != b).any()), (a != b).all(1)
