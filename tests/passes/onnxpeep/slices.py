# >>> inputs
# x:float32[1,k,3]
# y:float32[n,3]
# <<<
# >>> options
# -O1
# <<<
# >>> after onnxpeep
# graph(%x : Float(1, k, 3), %y : Float(n, 3)):
#   %2 : Long(1) = onnx::Constant[value={0}]()   # slices.py:18:12
#   %3 : Long(1) = onnx::Constant[value={0}]()   # slices.py:18:12
#   %4 : Long(1) = onnx::Constant[value={1}]()   # slices.py:18:12
#   %5 : Long(1) = onnx::Constant[value={1}]()   # slices.py:18:12
#   %6 : Float(1, k, 3) = onnx::Slice(%x, %3, %4, %2)   # slices.py:18:12
#   %7 : Float() = onnx::Constant[value={2.}]()   # slices.py:18:19
#   %8 : Float(1, k, 3) = onnx::Mul(%x, %7)   # slices.py:18:19
#   %9 : Long(1) = onnx::Constant[value={2}]()   # slices.py:18:26
#   %10 : Long(1) = onnx::Constant[value={0}]()   # slices.py:18:26
#   %11 : Long(1) = onnx::Constant[value={7}]()   # slices.py:18:26
#   %12 : Long(1) = onnx::Constant[value={1}]()   # slices.py:18:26
#   %13 : Float(1, k, 3) = onnx::Slice(%x, %10, %11, %9)   # slices.py:18:26
#   %14 : Float() = onnx::Constant[value={1.}]()   # slices.py:18:39
#   %15 : Float(1, k, 3) = onnx::Add(%x, %14)   # slices.py:18:39
#   %16 : Long(1) = onnx::Constant[value={0}]()   # slices.py:18:46
#   %17 : Long(1) = onnx::Constant[value={0}]()   # slices.py:18:46
#   %18 : Long(1) = onnx::Constant[value={1}]()   # slices.py:18:46
#   %19 : Long(1) = onnx::Constant[value={1}]()   # slices.py:18:46
#   %20 : Float(*, 3) = onnx::Slice(%y, %17, %18, %16)   # slices.py:18:46
#   %21 : Long(1) = onnx::Constant[value={2}]()   # slices.py:18:54
#   %22 : Long(1) = onnx::Constant[value={1}]()   # slices.py:18:54
#   %23 : Long(1) = onnx::Constant[value={9223372036854775807}]()   # slices.py:18:54
#   %24 : Long(1) = onnx::Constant[value={1}]()   # slices.py:18:54
#   %25 : Float(1, k, 2) = onnx::Slice(%x, %22, %23, %21)   # slices.py:18:54
#   return (%8, %15, %20, %25)
# <<<
# A Slice from 0 by steps of 1 whose result has its input's shape is its input: x[0:1] and
# x[:, :, 0:7] of x Float(1, k, 3); y[0:1] (y's n rows may be more) and x[:, :, 1:] stay.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return x[0:1] * 2.0, x[:, :, 0:7] + 1.0, y[0:1], x[:, :, 1:]
