# >>> inputs
# x:float32[n,12]
# a:float32[n,12]
# g:float32[n,12]
# s:float32[n,12]
# o:float32[n,12]
# y:float32[n,m]
# <<<
# >>> options
# -O1
# <<<
# >>> after onnxpeep
# graph(%x : Float(n, 12), %a : Float(n, 12), %g : Float(n, 12), %s : Float(n, 12), %o : Float(n, 12), %y : Float(n, m)):
#   %6 : Long() = onnx::Constant[value={1}]()   # splits.py:138:27
#   %7 : Long(1) = onnx::Constant[value={1}]()   # splits.py:138:15
#   %8 : Long(1) = onnx::Constant[value={0}]()   # splits.py:138:15
#   %9 : Long(1) = onnx::Constant[value={4}]()   # splits.py:138:15
#   %10 : Long(1) = onnx::Constant[value={1}]()   # splits.py:138:15
#   %11 : Long(3) = onnx::Constant[value={4, 4, 4}]()   # splits.py:138:15
#   %12 : Float(n, 4), %13 : Float(n, 4), %14 : Float(n, 4) = onnx::Split[axis=1](%x, %11)   # splits.py:138:15
#   %15 : Float(n, 4) = onnx::Slice(%x, %8, %9, %7)   # splits.py:138:15
#   %16 : Long(1) = onnx::Constant[value={1}]()   # splits.py:138:15
#   %17 : Long(1) = onnx::Constant[value={4}]()   # splits.py:138:15
#   %18 : Long(1) = onnx::Constant[value={8}]()   # splits.py:138:15
#   %19 : Long(1) = onnx::Constant[value={1}]()   # splits.py:138:15
#   %20 : Float(n, 4) = onnx::Slice(%x, %17, %18, %16)   # splits.py:138:15
#   %21 : Long(1) = onnx::Constant[value={1}]()   # splits.py:138:15
#   %22 : Long(1) = onnx::Constant[value={8}]()   # splits.py:138:15
#   %23 : Long(1) = onnx::Constant[value={12}]()   # splits.py:138:15
#   %24 : Long(1) = onnx::Constant[value={1}]()   # splits.py:138:15
#   %25 : Float(n, 4) = onnx::Slice(%x, %22, %23, %21)   # splits.py:138:15
#   %26 : Long(1) = onnx::Constant[value={1}]()   # splits.py:139:18
#   %27 : Long(1) = onnx::Constant[value={0}]()   # splits.py:139:18
#   %28 : Long(1) = onnx::Constant[value={1}]()   # splits.py:139:18
#   %29 : Long(1) = onnx::Constant[value={1}]()   # splits.py:139:18
#   %30 : Long(3) = onnx::Constant[value={1, 5, 6}]()   # splits.py:139:18
#   %31 : Float(n, 1), %32 : Float(n, 5), %33 : Float(n, 6) = onnx::Split[axis=1](%a, %30)   # splits.py:139:18
#   %34 : Float(n, 1) = onnx::Slice(%a, %27, %28, %26)   # splits.py:139:18
#   %35 : Long(1) = onnx::Constant[value={1}]()   # splits.py:139:18
#   %36 : Long(1) = onnx::Constant[value={1}]()   # splits.py:139:18
#   %37 : Long(1) = onnx::Constant[value={6}]()   # splits.py:139:18
#   %38 : Long(1) = onnx::Constant[value={1}]()   # splits.py:139:18
#   %39 : Float(n, 5) = onnx::Slice(%a, %36, %37, %35)   # splits.py:139:18
#   %40 : Long(1) = onnx::Constant[value={1}]()   # splits.py:139:18
#   %41 : Long(1) = onnx::Constant[value={6}]()   # splits.py:139:18
#   %42 : Long(1) = onnx::Constant[value={12}]()   # splits.py:139:18
#   %43 : Long(1) = onnx::Constant[value={1}]()   # splits.py:139:18
#   %44 : Float(n, 6) = onnx::Slice(%a, %41, %42, %40)   # splits.py:139:18
#   %45 : Long(1) = onnx::Constant[value={1}]()   # splits.py:140:14
#   %46 : Long(1) = onnx::Constant[value={0}]()   # splits.py:140:14
#   %47 : Long(1) = onnx::Constant[value={7}]()   # splits.py:140:14
#   %48 : Long(1) = onnx::Constant[value={1}]()   # splits.py:140:14
#   %49 : Long(2) = onnx::Constant[value={7, 5}]()   # splits.py:140:14
#   %50 : Float(n, 7), %51 : Float(n, 5) = onnx::Split[axis=1](%a, %49)   # splits.py:140:14
#   %52 : Float(n, 7) = onnx::Slice(%a, %46, %47, %45)   # splits.py:140:14
#   %53 : Long(1) = onnx::Constant[value={1}]()   # splits.py:140:14
#   %54 : Long(1) = onnx::Constant[value={7}]()   # splits.py:140:14
#   %55 : Long(1) = onnx::Constant[value={12}]()   # splits.py:140:14
#   %56 : Long(1) = onnx::Constant[value={1}]()   # splits.py:140:14
#   %57 : Float(n, 5) = onnx::Slice(%a, %54, %55, %53)   # splits.py:140:14
#   %58 : Float(n, 4) = onnx::Mul(%12, %13)   # splits.py:141:15
#   %59 : Float(n, 4) = onnx::Add(%58, %14)   # splits.py:141:19
#   %60 : Long(1) = onnx::Constant[value={1}]()   # splits.py:141:29
#   %61 : Float(n, 1) = onnx::ReduceSum[keepdims=1](%32, %60)   # splits.py:141:29
#   %62 : Float(n, 1) = onnx::Add(%31, %61)   # splits.py:141:27
#   %63 : Long(1) = onnx::Constant[value={1}]()   # splits.py:141:55
#   %64 : Float(n, 1) = onnx::ReduceSum[keepdims=1](%33, %63)   # splits.py:141:55
#   %65 : Float(n, 1) = onnx::Sub(%62, %64)   # splits.py:141:53
#   %66 : Long(1) = onnx::Constant[value={1}]()   # splits.py:141:81
#   %67 : Float(n, 1) = onnx::ReduceSum[keepdims=1](%50, %66)   # splits.py:141:81
#   %68 : Long(1) = onnx::Constant[value={1}]()   # splits.py:141:107
#   %69 : Float(n, 1) = onnx::ReduceSum[keepdims=1](%51, %68)   # splits.py:141:107
#   %70 : Float(n, 1) = onnx::Mul(%67, %69)   # splits.py:141:105
#   %71 : Float(n, 1) = onnx::Add(%65, %70)   # splits.py:141:79
#   %72 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:13
#   %73 : Long(1) = onnx::Constant[value={0}]()   # splits.py:142:13
#   %74 : Long(1) = onnx::Constant[value={4}]()   # splits.py:142:13
#   %75 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:13
#   %76 : Long(3) = onnx::Constant[value={4, 2, 6}]()   # splits.py:142:13
#   %77 : Float(n, 4), %78 : Float(n, 2), %79 : Float(n, 6) = onnx::Split[axis=1](%g, %76)   # splits.py:142:13
#   %80 : Float(n, 4) = onnx::Slice(%g, %73, %74, %72)   # splits.py:142:13
#   %81 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:13
#   %82 : Float(n) = onnx::ReduceSum[keepdims=0](%77, %81)   # splits.py:142:13
#   %83 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:31
#   %84 : Long(1) = onnx::Constant[value={6}]()   # splits.py:142:31
#   %85 : Long(1) = onnx::Constant[value={9223372036854775807}]()   # splits.py:142:31
#   %86 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:31
#   %87 : Float(n, 6) = onnx::Slice(%g, %84, %85, %83)   # splits.py:142:31
#   %88 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:31
#   %89 : Float(n) = onnx::ReduceSum[keepdims=0](%79, %88)   # splits.py:142:31
#   %90 : Float(n) = onnx::Add(%82, %89)   # splits.py:142:29
#   %91 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:48
#   %92 : Long(1) = onnx::Constant[value={0}]()   # splits.py:142:48
#   %93 : Long(1) = onnx::Constant[value={2}]()   # splits.py:142:48
#   %94 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:48
#   %95 : Float(n, 2) = onnx::Slice(%s, %92, %93, %91)   # splits.py:142:48
#   %96 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:59
#   %97 : Long(1) = onnx::Constant[value={-2}]()   # splits.py:142:59
#   %98 : Long(1) = onnx::Constant[value={9223372036854775807}]()   # splits.py:142:59
#   %99 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:59
#   %100 : Float(n, 2) = onnx::Slice(%s, %97, %98, %96)   # splits.py:142:59
#   %101 : Float(n, 2) = onnx::Sub(%95, %100)   # splits.py:142:57
#   %102 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:70
#   %103 : Long(1) = onnx::Constant[value={0}]()   # splits.py:142:70
#   %104 : Long(1) = onnx::Constant[value={6}]()   # splits.py:142:70
#   %105 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:70
#   %106 : Float(n, 6) = onnx::Slice(%o, %103, %104, %102)   # splits.py:142:70
#   %107 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:82
#   %108 : Long(1) = onnx::Constant[value={3}]()   # splits.py:142:82
#   %109 : Long(1) = onnx::Constant[value={9}]()   # splits.py:142:82
#   %110 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:82
#   %111 : Float(n, 6) = onnx::Slice(%o, %108, %109, %107)   # splits.py:142:82
#   %112 : Float(n, 6) = onnx::Add(%106, %111)   # splits.py:142:80
#   %113 : Long(1) = onnx::Constant[value={1}]()   # splits.py:143:13
#   %114 : Long(1) = onnx::Constant[value={0}]()   # splits.py:143:13
#   %115 : Long(1) = onnx::Constant[value={1}]()   # splits.py:143:13
#   %116 : Long(1) = onnx::Constant[value={1}]()   # splits.py:143:13
#   %117 : Float(n, *) = onnx::Slice(%y, %114, %115, %113)   # splits.py:143:13
#   %118 : Long(1) = onnx::Constant[value={1}]()   # splits.py:143:24
#   %119 : Long(1) = onnx::Constant[value={1}]()   # splits.py:143:24
#   %120 : Long(1) = onnx::Constant[value={2}]()   # splits.py:143:24
#   %121 : Long(1) = onnx::Constant[value={1}]()   # splits.py:143:24
#   %122 : Float(n, *) = onnx::Slice(%y, %119, %120, %118)   # splits.py:143:24
#   %123 : Float(n, *) = onnx::Add(%117, %122)   # splits.py:143:22
#   return (%59, %71, %90, %101, %112, %123)
# <<<
# Neighbouring Slices of one tensor along an axis of known size are one Split
# (onnxsplit.c): x.split(4, -1) is Split [4, 4, 4]; a.split([1, 5, 6]) and a.split([7, 5])
# of the same a overlap, so they are two Splits; g[:, :4] and g[:, 6:] leave a gap, a piece
# nobody reads (Split [4, 2, 6]).  s[:, :2] and s[:, -2:] read less than half of the 12
# columns, o[:, 0:6] and o[:, 3:9] overlap, y's dim 1 is known only at run time: they stay.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, a: Tensor, g: Tensor, s: Tensor, o: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    q, k, v = x.split(4, -1)
    a1, a2, a3 = a.split([1, 5, 6], 1)
    c1, c2 = a.split([7, 5], 1)
    return (q * k + v, a1 + a2.sum(1, keepdim=True) - a3.sum(1, keepdim=True) + c1.sum(1, keepdim=True) * c2.sum(1, keepdim=True),
            g[:, :4].sum(1) + g[:, 6:].sum(1), s[:, :2] - s[:, -2:], o[:, 0:6] + o[:, 3:9],
            y[:, :1] + y[:, 1:2])
