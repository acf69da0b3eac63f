# mean over a dim known only at run time is the sum divided by the count taken from the shape
# (NaN over no elements, as PyTorch); over dims known and nonzero it stays ReduceMean.
# >>> inputs
# x:float32[n,3]
# <<<
# >>> after lower
# graph(%x : Float(n, 3)):
#   %1 : Long() = onnx::Constant[value={0}]()   # mean_symbolic.py:33:19
#   %2 : Long() = onnx::Constant[value={1}]()   # mean_symbolic.py:33:31
#   %3 : Long(1) = onnx::Constant[value={0}]()   # mean_symbolic.py:33:12
#   %4 : Float(3) = onnx::ReduceSum[keepdims=0](%x, %3)   # mean_symbolic.py:33:12
#   %5 : Long(1) = onnx::Constant[value={0}]()   # mean_symbolic.py:33:12
#   %6 : Long(2) = onnx::Shape(%x)   # mean_symbolic.py:33:12
#   %7 : Long(1) = onnx::Gather(%6, %5)   # mean_symbolic.py:33:12
#   %8 : Long() = onnx::ReduceProd[keepdims=0](%7)   # mean_symbolic.py:33:12
#   %9 : Float() = onnx::Cast[to=1](%8)   # mean_symbolic.py:33:12
#   %10 : Float(3) = onnx::Div(%4, %9)   # mean_symbolic.py:33:12
#   %11 : Float(n) = onnx::ReduceMean[axes=[1], keepdims=0](%x)   # mean_symbolic.py:33:24
#   %12 : Float() = onnx::ReduceSum[keepdims=0](%11)   # mean_symbolic.py:33:24
#   %13 : Float(3) = onnx::Add(%10, %12)   # mean_symbolic.py:33:22
#   %14 : Float() = onnx::ReduceSum[keepdims=0](%x)   # mean_symbolic.py:33:42
#   %15 : Long() = onnx::Size(%x)   # mean_symbolic.py:33:42
#   %16 : Float() = onnx::Cast[to=1](%15)   # mean_symbolic.py:33:42
#   %17 : Float() = onnx::Div(%14, %16)   # mean_symbolic.py:33:42
#   %18 : Float(3) = onnx::Add(%13, %17)   # mean_symbolic.py:33:40
#   return (%18)
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x.mean(0) + x.mean(1).sum() + x.mean()
