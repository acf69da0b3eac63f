# onnxscan: `out[t + 1] = row` at the iteration number becomes scan outputs (the rows and
# their indices) and one ScatterND after the Loop, the carried tensor gone (onnxdce drops it
# after); `acc[t + 1] = acc[t] + row` reads the tensor in the body and stays a ScatterND
# each iteration.
# >>> inputs
# x:float32[n,4]
# <<<
# >>> after onnxscan
# graph(%x : Float(n, 4)):
#   %1 : Long() = onnx::Constant[value={4}]()   # rows.py:73:30
#   %2 : Bool() = onnx::Constant[value={1}]()   # rows.py:74:5
#   %3 : Long(2) = onnx::Shape(%x)   # rows.py:72:9
#   %4 : Long() = onnx::Constant[value={0}]()   # rows.py:72:9
#   %5 : Long() = onnx::Gather(%3, %4)   # rows.py:72:9
#   %6 : Long() = onnx::Constant[value={1}]()   # rows.py:73:25
#   %7 : Long() = onnx::Add(%5, %6)   # rows.py:73:25
#   %8 : Long(1) = onnx::Constant[value={1}]()   # rows.py:73:11
#   %9 : Long(1) = onnx::Constant[value={0}]()   # rows.py:73:11
#   %10 : Long(1) = onnx::Unsqueeze(%7, %9)   # rows.py:73:11
#   %11 : Long(1) = onnx::Reshape(%7, %8)   # rows.py:73:11
#   %12 : Long(1) = onnx::Constant[value={4}]()   # rows.py:73:11
#   %13 : Long(2) = onnx::Concat[axis=0](%10, %12)   # rows.py:73:11
#   %14 : Float(*, 4) = onnx::ConstantOfShape[value={0.}](%13)   # rows.py:73:11
#   %15 : Long() = onnx::Max(%5, %4)   # rows.py:74:14
#   %16 : Long(1) = onnx::Constant[value={0}]()   # rows.py:75:9
#   %17 : Long(2) = onnx::Constant[value={1, 1}]()   # rows.py:75:9
#   %18 : Float(*, 4), %19 : Float(*, *) = onnx::Loop(%5, %2, %14)   # rows.py:74:5
#     block0(%20 : Long(), %cond : Bool(), %22 : Float(*, 4)):
#       %23 : Float(4) = onnx::Gather[axis=0](%x, %20)   # rows.py:75:22
#       %24 : Float(4) = onnx::Relu(%23)   # rows.py:75:22
#       %25 : Long() = onnx::Add(%20, %6)   # rows.py:75:15
#       %26 : Float(4) = onnx::Gather[axis=0](%22, %25)   # rows.py:75:9
#       %27 : Float(1, 4) = onnx::Unsqueeze(%24, %16)   # rows.py:75:9
#       %28 : Long(1, 1) = onnx::Reshape(%25, %17)   # rows.py:75:9
#       %29 : Float(*, 4) = onnx::ScatterND(%22, %28, %27)   # rows.py:75:9
#       -> (%2, %22, %24)
#   %30 : Long(2) = onnx::Shape(%19)   # rows.py:74:5
#   %31 : Long(1) = onnx::Constant[value={0}]()   # rows.py:74:5
#   %32 : Long(1) = onnx::Constant[value={1}]()   # rows.py:74:5
#   %33 : Long(1) = onnx::Slice(%30, %31, %32)   # rows.py:74:5
#   %34 : Long(1) = onnx::Constant[value={4}]()   # rows.py:74:5
#   %35 : Long(2) = onnx::Concat[axis=0](%33, %34)   # rows.py:74:5
#   %36 : Float(*, 4) = onnx::Reshape(%19, %35)   # rows.py:74:5
#   %37 : Long() = onnx::Constant[value={0}]()   # rows.py:74:5
#   %38 : Long() = onnx::Gather(%30, %37)   # rows.py:74:5
#   %39 : Long() = onnx::Constant[value={1}]()   # rows.py:74:5
#   %40 : Long() = onnx::Add(%38, %39)   # rows.py:74:5
#   %41 : Long() = onnx::Constant[value={1}]()   # rows.py:74:5
#   %42 : Long(*) = onnx::Range(%39, %40, %41)   # rows.py:74:5
#   %43 : Long(1) = onnx::Constant[value={1}]()   # rows.py:74:5
#   %44 : Long(*, 1) = onnx::Unsqueeze(%42, %43)   # rows.py:74:5
#   %45 : Float(*, 4) = onnx::ScatterND(%14, %44, %36)   # rows.py:74:5
#   %46 : Float(*, 4) = onnx::Loop(%5, %2, %14)   # rows.py:77:5
#     block0(%47 : Long(), %cond.1 : Bool(), %49 : Float(*, 4)):
#       %50 : Float(4) = onnx::Gather[axis=0](%49, %47)   # rows.py:78:22
#       %51 : Float(4) = onnx::Gather[axis=0](%x, %47)   # rows.py:78:31
#       %52 : Float(4) = onnx::Add(%50, %51)   # rows.py:78:29
#       %53 : Long() = onnx::Add(%47, %6)   # rows.py:78:15
#       %54 : Float(4) = onnx::Gather[axis=0](%49, %53)   # rows.py:78:9
#       %55 : Float(1, 4) = onnx::Unsqueeze(%52, %16)   # rows.py:78:9
#       %56 : Long(1, 1) = onnx::Reshape(%53, %17)   # rows.py:78:9
#       %57 : Float(*, 4) = onnx::ScatterND(%49, %56, %55)   # rows.py:78:9
#       -> (%2, %57)
#   return (%45, %46)
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
