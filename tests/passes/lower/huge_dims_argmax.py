# Element counts past int64 (a [2**62, 4] input): argmax without a dim flattens the
# tensor, and the flat size overflowed (undefined behaviour) while lowering; view(-1),
# reshape(-1, 2) and flatten() likewise in inference.  Those sizes are now unknown.
# >>> inputs
# x:float32[4611686018427387904,4]
# <<<
# >>> after lower
# graph(%x : Float(4611686018427387904, 4)):
#   %1 : Long() = onnx::Constant[value={2}]()   # huge_dims_argmax.py:34:50
#   %2 : Long() = onnx::Constant[value={-1}]()   # huge_dims_argmax.py:34:54
#   %3 : Double() = onnx::Constant[value={1e+300}]()   # huge_dims_argmax.py:34:12
#   %4 : Double(4611686018427387904, 4) = onnx::Cast[to=11](%x)   # huge_dims_argmax.py:34:12
#   %5 : Double(4611686018427387904, 4) = onnx::Min(%4, %3)   # huge_dims_argmax.py:34:12
#   %6 : Bool(4611686018427387904, 4) = onnx::IsNaN(%x)   # huge_dims_argmax.py:34:12
#   %7 : Double() = onnx::Constant[value={inf}]()   # huge_dims_argmax.py:34:12
#   %8 : Double(4611686018427387904, 4) = onnx::Where(%6, %7, %5)   # huge_dims_argmax.py:34:12
#   %9 : Long(1) = onnx::Constant[value={-1}]()   # huge_dims_argmax.py:34:12
#   %10 : Double(*) = onnx::Reshape(%8, %9)   # huge_dims_argmax.py:34:12
#   %11 : Long() = onnx::ArgMax[axis=0, keepdims=0, select_last_index=0](%10)   # huge_dims_argmax.py:34:12
#   %12 : Long(1) = onnx::Constant[value={-1}]()   # huge_dims_argmax.py:34:24
#   %13 : Float(*) = onnx::Reshape(%x, %12)   # huge_dims_argmax.py:34:24
#   %14 : Long(2) = onnx::Constant[value={-1, 2}]()   # huge_dims_argmax.py:34:36
#   %15 : Float(*, 2) = onnx::Reshape(%x, %14)   # huge_dims_argmax.py:34:36
#   %16 : Long(1) = onnx::Constant[value={-1}]()   # huge_dims_argmax.py:34:54
#   %17 : Float(*) = onnx::Reshape(%x, %16)   # huge_dims_argmax.py:34:54
#   return (%11, %13, %15, %17)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return x.argmax(), x.view(-1), x.reshape(-1, 2), x.flatten()
