# >>> inputs
# x:float32[b]
# k:int64[]
# n:int64[]
# <<<
# >>> after licm
# graph(%x : Float(b), %k : Long(), %n : Long()):
#   %3 : Long() = onnx::Constant[value={3}]()   # loop_and_if.py:49:23
#   %4 : Bool() = onnx::Constant[value={1}]()   # loop_and_if.py:50:5
#   %5 : Float(3) = onnx::Constant[value={0., 0., 0.}]()   # loop_and_if.py:49:11
#   %6 : Long() = onnx::Constant[value={0}]()   # loop_and_if.py:50:14
#   %7 : Long() = onnx::Max(%n, %6)   # loop_and_if.py:50:14
#   %8 : Float(3) = onnx::Constant[value={0., 0., 0.}]()   # loop_and_if.py:50:5
#   %9 : Long(1) = onnx::Shape(%x)   # loop_and_if.py:51:21
#   %10 : Long() = onnx::Constant[value={0}]()   # loop_and_if.py:51:21
#   %11 : Long() = onnx::Gather(%9, %10)   # loop_and_if.py:51:21
#   %12 : Float() = onnx::Cast[to=1](%11)   # loop_and_if.py:51:19
#   %13 : Long() = onnx::Constant[value={1}]()   # loop_and_if.py:52:12
#   %acc : Float(3) = onnx::Loop(%7, %4, %5)   # loop_and_if.py:50:5
#     block0(%15 : Long(), %cond : Bool(), %acc.1 : Float(3)):
#       %18 : Float(3) = onnx::Add(%acc.1, %12)   # loop_and_if.py:51:19
#       %19 : Float() = onnx::Gather[axis=0](%x, %k)   # loop_and_if.py:51:33
#       %20 : Float(3) = onnx::Add(%18, %19)   # loop_and_if.py:51:31
#       %21 : Float(3) = onnx::RandomUniformLike[dtype=1](%8)   # loop_and_if.py:51:40
#       %22 : Float(3) = onnx::Add(%20, %21)   # loop_and_if.py:51:38
#       %23 : Bool() = onnx::Greater(%15, %13)   # loop_and_if.py:52:12
#       %24 : Float() = onnx::ReduceSum[keepdims=0](%x)   # loop_and_if.py:53:25
#       %acc.2 : Float(3) = onnx::If(%23)   # loop_and_if.py:52:9
#         block0():
#           %26 : Float(3) = onnx::Mul(%22, %24)   # loop_and_if.py:53:23
#           -> (%26)
#         block1():
#           %27 : Float(3) = onnx::Sub(%22, %24)   # loop_and_if.py:55:23
#           -> (%27)
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
