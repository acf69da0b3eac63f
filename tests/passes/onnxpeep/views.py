# >>> inputs
# x:float32[n,3,4]
# y:float32[k,2]
# <<<
# >>> options
# -O1
# <<<
# >>> after onnxpeep
# graph(%x : Float(n, 3, 4), %y : Float(k, 2)):
#   %2 : Long() = onnx::Constant[value={2}]()   # views.py:34:19
#   %3 : Long() = onnx::Constant[value={0}]()   # views.py:34:22
#   %4 : Long() = onnx::Constant[value={1}]()   # views.py:34:25
#   %5 : Float(4, n, 3) = onnx::Transpose[perm=[2, 0, 1]](%x)   # views.py:34:9
#   %6 : Float(3, 4, n) = onnx::Transpose[perm=[1, 2, 0]](%x)   # views.py:34:9
#   %7 : Float(n, 4, 3) = onnx::Transpose[perm=[0, 2, 1]](%x)   # views.py:35:9
#   %8 : Float(n, 3, 4) = onnx::Transpose[perm=[0, 2, 1]](%7)   # views.py:35:9
#   %9 : Long(1) = onnx::Constant[value={0}]()   # views.py:36:9
#   %10 : Float(1, k, 2) = onnx::Unsqueeze(%y, %9)   # views.py:36:9
#   %11 : Long(1) = onnx::Constant[value={0}]()   # views.py:36:9
#   %12 : Float(k, 2) = onnx::Squeeze(%10, %11)   # views.py:36:9
#   %13 : Double(k, 2) = onnx::Cast[to=11](%y)   # views.py:37:9
#   %14 : Int(k, 2) = onnx::Cast[to=6](%y)   # views.py:37:9
#   return (%6, %x, %y, %14)
# <<<
# Two Transposes compose into one (perm [2, 0, 1] twice is [1, 2, 0]) or, composed to the
# identity, are nothing; Squeeze of Unsqueeze over axis 0 is y; float -> double -> int32 is
# float -> int32 (double holds every float).  What they leave unused stays for onnxdce.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = x.permute(2, 0, 1).permute(2, 0, 1)
    b = x.permute(0, 2, 1).permute(0, 2, 1)
    c = y.unsqueeze(0).squeeze(0)
    d = y.double().int()
    return a, b, c, d
