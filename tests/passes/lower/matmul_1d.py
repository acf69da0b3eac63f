# A 1-d operand of matmul beside a matrix is made 2-d around MatMul and squeezed after (ONNX
# Runtime's Transpose+MatMul fusion computes m @ a for m.t() @ a with a 1-d).
# >>> inputs
# m:float32[3,4]
# a:float32[3]
# <<<
# >>> after lower
# graph(%m : Float(3, 4), %a : Float(3)):
#   %2 : Float(4, 3) = onnx::Transpose[perm=[1, 0]](%m)   # matmul_1d.py:29:12
#   %3 : Long(1) = onnx::Constant[value={1}]()   # matmul_1d.py:29:18
#   %4 : Float(3, 1) = onnx::Unsqueeze(%a, %3)   # matmul_1d.py:29:18
#   %5 : Float(4, 1) = onnx::MatMul(%2, %4)   # matmul_1d.py:29:18
#   %6 : Long(1) = onnx::Constant[value={-1}]()   # matmul_1d.py:29:18
#   %7 : Float(4) = onnx::Squeeze(%5, %6)   # matmul_1d.py:29:18
#   %8 : Float(3, 4) = onnx::Transpose[perm=[1, 0]](%2)   # matmul_1d.py:29:28
#   %9 : Long(1) = onnx::Constant[value={0}]()   # matmul_1d.py:29:26
#   %10 : Float(1, 3) = onnx::Unsqueeze(%a, %9)   # matmul_1d.py:29:26
#   %11 : Float(1, 4) = onnx::MatMul(%10, %8)   # matmul_1d.py:29:26
#   %12 : Long(1) = onnx::Constant[value={-2}]()   # matmul_1d.py:29:26
#   %13 : Float(4) = onnx::Squeeze(%11, %12)   # matmul_1d.py:29:26
#   %14 : Float(4) = onnx::Add(%7, %13)   # matmul_1d.py:29:22
#   return (%14)
# <<<
import torch
from torch import Tensor


def f(m: Tensor, a: Tensor) -> Tensor:
    return m.t() @ a + a @ m.t().t()
