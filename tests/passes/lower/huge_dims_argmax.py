# Element counts past int64 (a [2**62, 4] input): argmax without a dim flattens the
# tensor, and the flat size overflowed (undefined behaviour) while lowering; view(-1),
# reshape(-1, 2) and flatten() likewise in inference.  Those sizes are now unknown.
# >>> inputs
# x:float32[4611686018427387904,4]
# <<<
# >>> after lower
# graph(%x : Float(4611686018427387904, 4)):
#   %1 : Long() = onnx::Constant[value={2}]()   # huge_dims_argmax.py:39:50
#   %2 : Long() = onnx::Constant[value={-1}]()   # huge_dims_argmax.py:39:54
#   %3 : Long(1) = onnx::Constant[value={-1}]()   # huge_dims_argmax.py:39:12
#   %4 : Float(*) = onnx::Reshape(%x, %3)   # huge_dims_argmax.py:39:12
#   %5 : Long() = onnx::ArgMax[axis=0, keepdims=0, select_last_index=0](%4)   # huge_dims_argmax.py:39:12
#   %6 : Bool(*) = onnx::IsNaN(%4)   # huge_dims_argmax.py:39:12
#   %7 : Float(*) = onnx::Cast[to=1](%6)   # huge_dims_argmax.py:39:12
#   %8 : Float() = onnx::ReduceMax[keepdims=0](%7)   # huge_dims_argmax.py:39:12
#   %9 : Long() = onnx::ArgMax[axis=0, keepdims=0, select_last_index=0](%7)   # huge_dims_argmax.py:39:12
#   %10 : Float() = onnx::Constant[value={0.}]()   # huge_dims_argmax.py:39:12
#   %11 : Bool() = onnx::Greater(%8, %10)   # huge_dims_argmax.py:39:12
#   %12 : Long() = onnx::Where(%11, %9, %5)   # huge_dims_argmax.py:39:12
#   %13 : Long(1) = onnx::Constant[value={-1}]()   # huge_dims_argmax.py:39:24
#   %14 : Float(*) = onnx::Reshape(%x, %13)   # huge_dims_argmax.py:39:24
#   %15 : Long(2) = onnx::Constant[value={-1, 2}]()   # huge_dims_argmax.py:39:36
#   %16 : Float(*, 2) = onnx::Reshape(%x, %15)   # huge_dims_argmax.py:39:36
#   %17 : Long(2) = onnx::Shape(%x)   # huge_dims_argmax.py:39:54
#   %18 : Long(1) = onnx::Constant[value={0}]()   # huge_dims_argmax.py:39:54
#   %19 : Long(1) = onnx::Constant[value={2}]()   # huge_dims_argmax.py:39:54
#   %20 : Long(2) = onnx::Slice(%17, %18, %19)   # huge_dims_argmax.py:39:54
#   %21 : Long(1) = onnx::ReduceProd[keepdims=1](%20)   # huge_dims_argmax.py:39:54
#   %22 : Float(*) = onnx::Reshape[allowzero=1](%x, %21)   # huge_dims_argmax.py:39:54
#   return (%12, %14, %16, %22)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return x.argmax(), x.view(-1), x.reshape(-1, 2), x.flatten()
