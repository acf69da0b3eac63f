# onnxscan: `out[t + 1] = row` at the iteration number becomes scan outputs (the rows and
# their indices) and one ScatterND after the Loop, the carried tensor gone (onnxdce drops it
# after); `acc[t + 1] = acc[t] + row` reads the tensor in the body and stays a ScatterND
# each iteration.
# >>> inputs
# x:float32[n,4]
# <<<
# >>> after onnxscan
# graph(%x : Float(n, 4)):
#   %1 : Long() = onnx::Constant[value={4}]()   # rows.py:64:30
#   %2 : Bool() = onnx::Constant[value={1}]()   # rows.py:65:5
#   %3 : Long(2) = onnx::Shape(%x)   # rows.py:63:9
#   %4 : Long() = onnx::Constant[value={0}]()   # rows.py:63:9
#   %5 : Long() = onnx::Gather(%3, %4)   # rows.py:63:9
#   %6 : Long() = onnx::Constant[value={1}]()   # rows.py:64:25
#   %7 : Long() = onnx::Add(%5, %6)   # rows.py:64:25
#   %8 : Long(1) = onnx::Constant[value={1}]()   # rows.py:64:11
#   %9 : Long(1) = onnx::Constant[value={0}]()   # rows.py:64:11
#   %10 : Long(1) = onnx::Unsqueeze(%7, %9)   # rows.py:64:11
#   %11 : Long(1) = onnx::Reshape(%7, %8)   # rows.py:64:11
#   %12 : Long(1) = onnx::Constant[value={4}]()   # rows.py:64:11
#   %13 : Long(2) = onnx::Concat[axis=0](%10, %12)   # rows.py:64:11
#   %14 : Float(*, 4) = onnx::ConstantOfShape[value={0.}](%13)   # rows.py:64:11
#   %15 : Long() = onnx::Max(%5, %4)   # rows.py:65:14
#   %16 : Long(1) = onnx::Constant[value={0}]()   # rows.py:66:9
#   %17 : Long(2) = onnx::Constant[value={1, 1}]()   # rows.py:66:9
#   %18 : Float(*, 4), %19 : Float(*, *), %20 : Long(*) = onnx::Loop(%15, %2, %14)   # rows.py:65:5
#     block0(%21 : Long(), %cond : Bool(), %23 : Float(*, 4)):
#       %24 : Float(4) = onnx::Gather[axis=0](%x, %21)   # rows.py:66:22
#       %25 : Float(4) = onnx::Relu(%24)   # rows.py:66:22
#       %26 : Long() = onnx::Add(%21, %6)   # rows.py:66:15
#       %27 : Float(4) = onnx::Gather[axis=0](%23, %26)   # rows.py:66:9
#       %28 : Float(1, 4) = onnx::Unsqueeze(%25, %16)   # rows.py:66:9
#       %29 : Long(1, 1) = onnx::Reshape(%26, %17)   # rows.py:66:9
#       %30 : Float(*, 4) = onnx::ScatterND(%23, %29, %28)   # rows.py:66:9
#       -> (%2, %23, %25, %26)
#   %31 : Long(1) = onnx::Shape(%20)   # rows.py:65:5
#   %32 : Long(1) = onnx::Constant[value={4}]()   # rows.py:65:5
#   %33 : Long(2) = onnx::Concat[axis=0](%31, %32)   # rows.py:65:5
#   %34 : Float(*, 4) = onnx::Reshape(%19, %33)   # rows.py:65:5
#   %35 : Long(1) = onnx::Constant[value={1}]()   # rows.py:65:5
#   %36 : Long(*, 1) = onnx::Unsqueeze(%20, %35)   # rows.py:65:5
#   %37 : Float(*, 4) = onnx::ScatterND(%14, %36, %34)   # rows.py:65:5
#   %38 : Float(*, 4) = onnx::Loop(%15, %2, %14)   # rows.py:68:5
#     block0(%39 : Long(), %cond.1 : Bool(), %41 : Float(*, 4)):
#       %42 : Float(4) = onnx::Gather[axis=0](%41, %39)   # rows.py:69:22
#       %43 : Float(4) = onnx::Gather[axis=0](%x, %39)   # rows.py:69:31
#       %44 : Float(4) = onnx::Add(%42, %43)   # rows.py:69:29
#       %45 : Long() = onnx::Add(%39, %6)   # rows.py:69:15
#       %46 : Float(4) = onnx::Gather[axis=0](%41, %45)   # rows.py:69:9
#       %47 : Float(1, 4) = onnx::Unsqueeze(%44, %16)   # rows.py:69:9
#       %48 : Long(1, 1) = onnx::Reshape(%45, %17)   # rows.py:69:9
#       %49 : Float(*, 4) = onnx::ScatterND(%41, %48, %47)   # rows.py:69:9
#       -> (%2, %49)
#   return (%37, %38)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    n = x.size(0)
    out = torch.zeros(n + 1, 4)
    for t in range(n):
        out[t + 1] = x[t].relu()
    acc = torch.zeros(n + 1, 4)
    for t in range(n):
        acc[t + 1] = acc[t] + x[t]
    return out, acc
