# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> options
# -O1
# <<<
# >>> after onnxpeep
# graph(%x : Float(3), %n : Long()):
#   %2 : Bool() = onnx::Constant[value={1}]()   # countercasts.py:58:5
#   %3 : Long() = onnx::Constant[value={0}]()   # countercasts.py:58:14
#   %4 : Long() = onnx::Max(%n, %3)   # countercasts.py:58:14
#   %5 : Long() = onnx::Constant[value={1}]()   # countercasts.py:59:36
#   %6 : Long() = onnx::Constant[value={2}]()   # countercasts.py:59:51
#   %7 : Long() = onnx::Constant[value={3}]()   # countercasts.py:59:55
#   %8 : Long() = onnx::Constant[value={1000}]()   # countercasts.py:59:85
#   %9 : Long() = onnx::Constant[value={1}]()   # countercasts.py:60:31
#   %10 : Long() = onnx::Constant[value={10}]()   # countercasts.py:60:26
#   %x.1 : Float(3) = onnx::Loop(%n, %2, %x)   # countercasts.py:58:5
#     block0(%12 : Long(), %cond : Bool(), %x.2 : Float(3)):
#       %15 : Double() = onnx::Cast[to=11](%12)   # countercasts.py:59:17
#       %16 : Float() = onnx::Cast[to=1](%12)   # countercasts.py:59:15
#       %17 : Float(3) = onnx::Add(%x.2, %16)   # countercasts.py:59:15
#       %18 : Long() = onnx::Add(%12, %5)   # countercasts.py:59:36
#       %19 : Double() = onnx::Cast[to=11](%18)   # countercasts.py:59:28
#       %20 : Long() = onnx::Mul(%6, %12)   # countercasts.py:59:51
#       %21 : Long() = onnx::Sub(%20, %7)   # countercasts.py:59:55
#       %22 : Double() = onnx::Cast[to=11](%21)   # countercasts.py:59:43
#       %23 : Double() = onnx::Mul(%19, %22)   # countercasts.py:59:41
#       %24 : Float() = onnx::Cast[to=1](%23)   # countercasts.py:59:26
#       %25 : Float(3) = onnx::Add(%17, %24)   # countercasts.py:59:26
#       %26 : Long() = onnx::Add(%n, %12)   # countercasts.py:59:70
#       %27 : Double() = onnx::Cast[to=11](%26)   # countercasts.py:59:62
#       %28 : Float() = onnx::Cast[to=1](%27)   # countercasts.py:59:60
#       %29 : Float(3) = onnx::Add(%25, %28)   # countercasts.py:59:60
#       %30 : Long() = onnx::Mul(%12, %8)   # countercasts.py:59:85
#       %31 : Double() = onnx::Cast[to=11](%30)   # countercasts.py:59:77
#       %32 : Float() = onnx::Cast[to=1](%31)   # countercasts.py:59:75
#       %33 : Float(3) = onnx::Add(%29, %32)   # countercasts.py:59:75
#       %34 : Long() = onnx::Add(%12, %9)   # countercasts.py:60:31
#       %35 : Long() = onnx::Mul(%10, %34)   # countercasts.py:60:26
#       %36 : Double() = onnx::Cast[to=11](%35)   # countercasts.py:60:17
#       %37 : Float() = onnx::Cast[to=1](%35)   # countercasts.py:60:15
#       %38 : Float(3) = onnx::Mul(%33, %37)   # countercasts.py:60:15
#       -> (%2, %38)
#   return (%x.1)
# <<<
# float(k) of a Loop's iteration number k, of k plus or minus a small constant and times one
# of at most 256 (10 * (k + 1)) is one Cast to float32: a double holds each exactly (the
# iteration number stays far below 2^53), so rounding through it changes nothing.
# float(n + k) of an input n and float(k * 1000) keep the double: above 2^53 (n) it rounds
# twice, as PyTorch's.
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for k in range(n):
        x = x + float(k) + float(k + 1) * float(2 * k - 3) + float(n + k) + float(k * 1000)
        x = x * float(10 * (k + 1))
    return x
