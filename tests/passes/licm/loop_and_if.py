# >>> inputs
# x:float32[b]
# k:int64[]
# n:int64[]
# <<<
# >>> after licm
# graph(%x : Float(b), %k : Long(), %n : Long()):
#   %3 : Long() = onnx::Constant[value={3}]()   # loop_and_if.py:50:23
#   %4 : Bool() = onnx::Constant[value={1}]()   # loop_and_if.py:51:5
#   %5 : Long(1) = onnx::Constant[value={3}]()   # loop_and_if.py:50:11
#   %6 : Float(3) = onnx::ConstantOfShape[value={0.}](%5)   # loop_and_if.py:50:11
#   %7 : Long() = onnx::Constant[value={0}]()   # loop_and_if.py:51:14
#   %8 : Long() = onnx::Max(%n, %7)   # loop_and_if.py:51:14
#   %9 : Float(3) = onnx::Constant[value={0., 0., 0.}]()   # loop_and_if.py:51:5
#   %10 : Long(1) = onnx::Shape(%x)   # loop_and_if.py:52:21
#   %11 : Long() = onnx::Constant[value={0}]()   # loop_and_if.py:52:21
#   %12 : Long() = onnx::Gather(%10, %11)   # loop_and_if.py:52:21
#   %13 : Float() = onnx::Cast[to=1](%12)   # loop_and_if.py:52:19
#   %14 : Long() = onnx::Constant[value={1}]()   # loop_and_if.py:53:12
#   %acc : Float(3) = onnx::Loop(%8, %4, %6)   # loop_and_if.py:51:5
#     block0(%16 : Long(), %cond : Bool(), %acc.1 : Float(3)):
#       %19 : Float(3) = onnx::Add(%acc.1, %13)   # loop_and_if.py:52:19
#       %20 : Float() = onnx::Gather[axis=0](%x, %k)   # loop_and_if.py:52:33
#       %21 : Float(3) = onnx::Add(%19, %20)   # loop_and_if.py:52:31
#       %22 : Float(3) = onnx::RandomUniformLike[dtype=1](%9)   # loop_and_if.py:52:40
#       %23 : Float(3) = onnx::Add(%21, %22)   # loop_and_if.py:52:38
#       %24 : Bool() = onnx::Greater(%16, %14)   # loop_and_if.py:53:12
#       %25 : Float() = onnx::ReduceSum[keepdims=0](%x)   # loop_and_if.py:54:25
#       %acc.2 : Float(3) = onnx::If(%24)   # loop_and_if.py:53:9
#         block0():
#           %27 : Float(3) = onnx::Mul(%23, %25)   # loop_and_if.py:54:23
#           -> (%27)
#         block1():
#           %28 : Float(3) = onnx::Sub(%23, %25)   # loop_and_if.py:56:23
#           -> (%28)
#       -> (%4, %acc.2)
#   return (%acc)
# <<<
# Out of the If: ReduceSum(x), computed by both branches from an outer value (reductions stay
# in Loop bodies: not in licm's rules).  Out of the Loop, in order: the Shape of x, the
# constant 0, the Gather of the shape's dim 0 (in range of its known length 1), the Cast,
# torch.rand's constant shape and its ConstantOfShape, the constant 1.  Stay: what reads the
# carried acc or the iteration number, x[k] (an index not known: may be out of range when the
# loop does not run), the random draw.
import torch
from torch import Tensor


def f(x: Tensor, k: int, n: int) -> Tensor:
    acc = torch.zeros(3)
    for i in range(n):
        acc = acc + x.size(0) + x[k] + torch.rand(3)
        if i > 1:
            acc = acc * x.sum()
        else:
            acc = acc - x.sum()
    return acc
