# mean over a dim known only at run time is the sum divided by the count taken from the shape
# (NaN over no elements, as PyTorch); over dims known and nonzero it stays ReduceMean.
# >>> inputs
# x:float32[n,3]
# <<<
# >>> after lower
# graph(%x : Float(n, 3)):
#   %1 : Long() = onnx::Constant[value={0}]()   # mean_symbolic.py:32:19
#   %2 : Long() = onnx::Constant[value={1}]()   # mean_symbolic.py:32:31
#   %3 : Long(1) = onnx::Constant[value={0}]()   # mean_symbolic.py:32:12
#   %4 : Float(3) = onnx::ReduceSum[keepdims=0](%x, %3)   # mean_symbolic.py:32:12
#   %5 : Long() = onnx::Constant[value={0}]()   # mean_symbolic.py:32:12
#   %6 : Long(2) = onnx::Shape(%x)   # mean_symbolic.py:32:12
#   %7 : Long() = onnx::Gather[axis=0](%6, %5)   # mean_symbolic.py:32:12
#   %8 : Float() = onnx::Cast[to=1](%7)   # mean_symbolic.py:32:12
#   %9 : Float(3) = onnx::Div(%4, %8)   # mean_symbolic.py:32:12
#   %10 : Float(n) = onnx::ReduceMean[axes=[1], keepdims=0](%x)   # mean_symbolic.py:32:24
#   %11 : Float() = onnx::ReduceSum[keepdims=0](%10)   # mean_symbolic.py:32:24
#   %12 : Float(3) = onnx::Add(%9, %11)   # mean_symbolic.py:32:22
#   %13 : Float() = onnx::ReduceSum[keepdims=0](%x)   # mean_symbolic.py:32:42
#   %14 : Long() = onnx::Size(%x)   # mean_symbolic.py:32:42
#   %15 : Float() = onnx::Cast[to=1](%14)   # mean_symbolic.py:32:42
#   %16 : Float() = onnx::Div(%13, %15)   # mean_symbolic.py:32:42
#   %17 : Float(3) = onnx::Add(%12, %16)   # mean_symbolic.py:32:40
#   return (%17)
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x.mean(0) + x.mean(1).sum() + x.mean()
