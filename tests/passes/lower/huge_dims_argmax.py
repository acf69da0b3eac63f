# Element counts past int64 (a [2**62, 4] input): argmax without a dim flattens the
# tensor, and the flat size overflowed (undefined behaviour) while lowering; view(-1),
# reshape(-1, 2) and flatten() likewise in inference.  Those sizes are now unknown.
# >>> inputs
# x:float32[4611686018427387904,4]
# <<<
# >>> after lower
# graph(%x : Float(4611686018427387904, 4)):
#   %1 : Long() = onnx::Constant[value={2}]()   # huge_dims_argmax.py:32:50
#   %2 : Long() = onnx::Constant[value={-1}]()   # huge_dims_argmax.py:32:54
#   %3 : Long(1) = onnx::Constant[value={-1}]()   # huge_dims_argmax.py:32:12
#   %4 : Float(*) = onnx::Reshape(%x, %3)   # huge_dims_argmax.py:32:12
#   %5 : Long() = onnx::ArgMax[axis=0, keepdims=0, select_last_index=0](%4)   # huge_dims_argmax.py:32:12
#   %6 : Long(1) = onnx::Constant[value={-1}]()   # huge_dims_argmax.py:32:24
#   %7 : Float(*) = onnx::Reshape(%x, %6)   # huge_dims_argmax.py:32:24
#   %8 : Long(2) = onnx::Constant[value={-1, 2}]()   # huge_dims_argmax.py:32:36
#   %9 : Float(*, 2) = onnx::Reshape(%x, %8)   # huge_dims_argmax.py:32:36
#   %10 : Long(2) = onnx::Shape(%x)   # huge_dims_argmax.py:32:54
#   %11 : Long(1) = onnx::Constant[value={0}]()   # huge_dims_argmax.py:32:54
#   %12 : Long(1) = onnx::Constant[value={2}]()   # huge_dims_argmax.py:32:54
#   %13 : Long(2) = onnx::Slice(%10, %11, %12)   # huge_dims_argmax.py:32:54
#   %14 : Long(1) = onnx::ReduceProd[keepdims=1](%13)   # huge_dims_argmax.py:32:54
#   %15 : Float(*) = onnx::Reshape[allowzero=1](%x, %14)   # huge_dims_argmax.py:32:54
#   return (%5, %7, %9, %15)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return x.argmax(), x.view(-1), x.reshape(-1, 2), x.flatten()
