# >>> inputs
# x:float32[n,3]
# <<<
# >>> options
# -O1
# <<<
# >>> after onnxpeep
# graph(%x : Float(n, 3)):
#   %1 : Long(1) = onnx::Constant[value={-1}]()   # maxbelow.py:50:12
#   %2 : Float(*) = onnx::Reshape(%x, %1)   # maxbelow.py:50:12
#   %3 : Double() = onnx::Constant[value={1e+300}]()   # maxbelow.py:50:12
#   %4 : Double(*) = onnx::Cast[to=11](%2)   # maxbelow.py:50:12
#   %5 : Double(*) = onnx::Min(%4, %3)   # maxbelow.py:50:12
#   %6 : Bool(*) = onnx::IsNaN(%2)   # maxbelow.py:50:12
#   %7 : Double() = onnx::Constant[value={inf}]()   # maxbelow.py:50:12
#   %8 : Double(*) = onnx::Where(%6, %7, %5)   # maxbelow.py:50:12
#   %9 : Long() = onnx::ArgMax[axis=0, keepdims=0, select_last_index=0](%8)   # maxbelow.py:50:12
#   %10 : Float() = onnx::Gather(%2, %9)   # maxbelow.py:50:12
#   %11 : Float() = onnx::Constant[value={1.5}]()   # maxbelow.py:50:12
#   %12 : Bool(*) = onnx::Less(%2, %11)   # maxbelow.py:50:12
#   %13 : Byte(*) = onnx::Cast[to=2](%12)   # maxbelow.py:50:12
#   %14 : Long() = onnx::ArgMin[axis=0, keepdims=0, select_last_index=0](%13)   # maxbelow.py:50:12
#   %15 : Bool() = onnx::Gather(%12, %14)   # maxbelow.py:50:12
#   %16 : Bool() = onnx::Less(%10, %11)   # maxbelow.py:50:12
#   %17 : Float() = onnx::Constant[value={2.}]()   # maxbelow.py:50:30
#   %18 : Float(n, 3) = onnx::Mul(%x, %17)   # maxbelow.py:50:30
#   %19 : Long(1) = onnx::Constant[value={-1}]()   # maxbelow.py:50:27
#   %20 : Float(*) = onnx::Reshape(%18, %19)   # maxbelow.py:50:27
#   %21 : Double() = onnx::Constant[value={1e+300}]()   # maxbelow.py:50:27
#   %22 : Double(*) = onnx::Cast[to=11](%20)   # maxbelow.py:50:27
#   %23 : Double(*) = onnx::Min(%22, %21)   # maxbelow.py:50:27
#   %24 : Bool(*) = onnx::IsNaN(%20)   # maxbelow.py:50:27
#   %25 : Double() = onnx::Constant[value={inf}]()   # maxbelow.py:50:27
#   %26 : Double(*) = onnx::Where(%24, %25, %23)   # maxbelow.py:50:27
#   %27 : Long() = onnx::ArgMax[axis=0, keepdims=0, select_last_index=0](%26)   # maxbelow.py:50:27
#   %28 : Float() = onnx::Gather(%20, %27)   # maxbelow.py:50:27
#   %29 : Float() = onnx::Constant[value={0.5}]()   # maxbelow.py:50:27
#   %30 : Bool() = onnx::Greater(%28, %29)   # maxbelow.py:50:27
#   return (%15, %30)
# <<<
# max(x) < 1.5 of a float32 x that may hold NaNs: Less of every element, the first false
# one found by ArgMin over it as uint8 (which fails on no element, as max raises); the
# NaN-first key and its Gather are left to onnxdce. max(x) > 0.5 keeps its maximum.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    return x.max() < 1.5, (x * 2.0).max() > 0.5
