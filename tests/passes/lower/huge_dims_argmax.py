# Element counts past int64 (a [2**62, 4] input): argmax without a dim flattens the
# tensor, and the flat size overflowed (undefined behaviour) while lowering; view(-1),
# reshape(-1, 2) and flatten() likewise in inference.  Those sizes are now unknown.
# >>> inputs
# x:float32[4611686018427387904,4]
# <<<
# >>> after lower
# graph(%x : Float(4611686018427387904, 4)):
#   %1 : Long() = onnx::Constant[value={2}]()   # huge_dims_argmax.py:38:50
#   %2 : Long() = onnx::Constant[value={-1}]()   # huge_dims_argmax.py:38:54
#   %3 : Long(1) = onnx::Constant[value={-1}]()   # huge_dims_argmax.py:38:12
#   %4 : Float(*) = onnx::Reshape(%x, %3)   # huge_dims_argmax.py:38:12
#   %5 : Double() = onnx::Constant[value={1e+300}]()   # huge_dims_argmax.py:38:12
#   %6 : Double(*) = onnx::Cast[to=11](%4)   # huge_dims_argmax.py:38:12
#   %7 : Double(*) = onnx::Min(%6, %5)   # huge_dims_argmax.py:38:12
#   %8 : Bool(*) = onnx::IsNaN(%4)   # huge_dims_argmax.py:38:12
#   %9 : Double() = onnx::Constant[value={inf}]()   # huge_dims_argmax.py:38:12
#   %10 : Double(*) = onnx::Where(%8, %9, %7)   # huge_dims_argmax.py:38:12
#   %11 : Long() = onnx::ArgMax[axis=0, keepdims=0, select_last_index=0](%10)   # huge_dims_argmax.py:38:12
#   %12 : Long(1) = onnx::Constant[value={-1}]()   # huge_dims_argmax.py:38:24
#   %13 : Float(*) = onnx::Reshape(%x, %12)   # huge_dims_argmax.py:38:24
#   %14 : Long(2) = onnx::Constant[value={-1, 2}]()   # huge_dims_argmax.py:38:36
#   %15 : Float(*, 2) = onnx::Reshape(%x, %14)   # huge_dims_argmax.py:38:36
#   %16 : Long(2) = onnx::Shape(%x)   # huge_dims_argmax.py:38:54
#   %17 : Long(1) = onnx::Constant[value={0}]()   # huge_dims_argmax.py:38:54
#   %18 : Long(1) = onnx::Constant[value={2}]()   # huge_dims_argmax.py:38:54
#   %19 : Long(2) = onnx::Slice(%16, %17, %18)   # huge_dims_argmax.py:38:54
#   %20 : Long(1) = onnx::ReduceProd[keepdims=1](%19)   # huge_dims_argmax.py:38:54
#   %21 : Float(*) = onnx::Reshape[allowzero=1](%x, %20)   # huge_dims_argmax.py:38:54
#   return (%11, %13, %15, %21)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return x.argmax(), x.view(-1), x.reshape(-1, 2), x.flatten()
