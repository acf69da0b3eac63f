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
#   %6 : Long(3) = onnx::Constant[value={4, 2, 6}]()   # splits.py:142:13
#   %7 : Float(n, 4), %8 : Float(n, 2), %9 : Float(n, 6) = onnx::Split[axis=1](%g, %6)   # splits.py:142:13
#   %10 : Long(2) = onnx::Constant[value={7, 5}]()   # splits.py:140:14
#   %11 : Float(n, 7), %12 : Float(n, 5) = onnx::Split[axis=1](%a, %10)   # splits.py:140:14
#   %13 : Long(3) = onnx::Constant[value={1, 5, 6}]()   # splits.py:139:18
#   %14 : Float(n, 1), %15 : Float(n, 5), %16 : Float(n, 6) = onnx::Split[axis=1](%a, %13)   # splits.py:139:18
#   %17 : Long(3) = onnx::Constant[value={4, 4, 4}]()   # splits.py:138:15
#   %18 : Float(n, 4), %19 : Float(n, 4), %20 : Float(n, 4) = onnx::Split[axis=1](%x, %17)   # splits.py:138:15
#   %21 : Long() = onnx::Constant[value={1}]()   # splits.py:138:27
#   %22 : Long(1) = onnx::Constant[value={1}]()   # splits.py:138:15
#   %23 : Long(1) = onnx::Constant[value={0}]()   # splits.py:138:15
#   %24 : Long(1) = onnx::Constant[value={4}]()   # splits.py:138:15
#   %25 : Long(1) = onnx::Constant[value={1}]()   # splits.py:138:15
#   %26 : Float(n, 4) = onnx::Slice(%x, %23, %24, %22)   # splits.py:138:15
#   %27 : Long(1) = onnx::Constant[value={1}]()   # splits.py:138:15
#   %28 : Long(1) = onnx::Constant[value={4}]()   # splits.py:138:15
#   %29 : Long(1) = onnx::Constant[value={8}]()   # splits.py:138:15
#   %30 : Long(1) = onnx::Constant[value={1}]()   # splits.py:138:15
#   %31 : Float(n, 4) = onnx::Slice(%x, %28, %29, %27)   # splits.py:138:15
#   %32 : Long(1) = onnx::Constant[value={1}]()   # splits.py:138:15
#   %33 : Long(1) = onnx::Constant[value={8}]()   # splits.py:138:15
#   %34 : Long(1) = onnx::Constant[value={12}]()   # splits.py:138:15
#   %35 : Long(1) = onnx::Constant[value={1}]()   # splits.py:138:15
#   %36 : Float(n, 4) = onnx::Slice(%x, %33, %34, %32)   # splits.py:138:15
#   %37 : Long(1) = onnx::Constant[value={1}]()   # splits.py:139:18
#   %38 : Long(1) = onnx::Constant[value={0}]()   # splits.py:139:18
#   %39 : Long(1) = onnx::Constant[value={1}]()   # splits.py:139:18
#   %40 : Long(1) = onnx::Constant[value={1}]()   # splits.py:139:18
#   %41 : Float(n, 1) = onnx::Slice(%a, %38, %39, %37)   # splits.py:139:18
#   %42 : Long(1) = onnx::Constant[value={1}]()   # splits.py:139:18
#   %43 : Long(1) = onnx::Constant[value={1}]()   # splits.py:139:18
#   %44 : Long(1) = onnx::Constant[value={6}]()   # splits.py:139:18
#   %45 : Long(1) = onnx::Constant[value={1}]()   # splits.py:139:18
#   %46 : Float(n, 5) = onnx::Slice(%a, %43, %44, %42)   # splits.py:139:18
#   %47 : Long(1) = onnx::Constant[value={1}]()   # splits.py:139:18
#   %48 : Long(1) = onnx::Constant[value={6}]()   # splits.py:139:18
#   %49 : Long(1) = onnx::Constant[value={12}]()   # splits.py:139:18
#   %50 : Long(1) = onnx::Constant[value={1}]()   # splits.py:139:18
#   %51 : Float(n, 6) = onnx::Slice(%a, %48, %49, %47)   # splits.py:139:18
#   %52 : Long(1) = onnx::Constant[value={1}]()   # splits.py:140:14
#   %53 : Long(1) = onnx::Constant[value={0}]()   # splits.py:140:14
#   %54 : Long(1) = onnx::Constant[value={7}]()   # splits.py:140:14
#   %55 : Long(1) = onnx::Constant[value={1}]()   # splits.py:140:14
#   %56 : Float(n, 7) = onnx::Slice(%a, %53, %54, %52)   # splits.py:140:14
#   %57 : Long(1) = onnx::Constant[value={1}]()   # splits.py:140:14
#   %58 : Long(1) = onnx::Constant[value={7}]()   # splits.py:140:14
#   %59 : Long(1) = onnx::Constant[value={12}]()   # splits.py:140:14
#   %60 : Long(1) = onnx::Constant[value={1}]()   # splits.py:140:14
#   %61 : Float(n, 5) = onnx::Slice(%a, %58, %59, %57)   # splits.py:140:14
#   %62 : Float(n, 4) = onnx::Mul(%18, %19)   # splits.py:141:15
#   %63 : Float(n, 4) = onnx::Add(%62, %20)   # splits.py:141:19
#   %64 : Long(1) = onnx::Constant[value={1}]()   # splits.py:141:29
#   %65 : Float(n, 1) = onnx::ReduceSum[keepdims=1](%15, %64)   # splits.py:141:29
#   %66 : Float(n, 1) = onnx::Add(%14, %65)   # splits.py:141:27
#   %67 : Long(1) = onnx::Constant[value={1}]()   # splits.py:141:55
#   %68 : Float(n, 1) = onnx::ReduceSum[keepdims=1](%16, %67)   # splits.py:141:55
#   %69 : Float(n, 1) = onnx::Sub(%66, %68)   # splits.py:141:53
#   %70 : Long(1) = onnx::Constant[value={1}]()   # splits.py:141:81
#   %71 : Float(n, 1) = onnx::ReduceSum[keepdims=1](%11, %70)   # splits.py:141:81
#   %72 : Long(1) = onnx::Constant[value={1}]()   # splits.py:141:107
#   %73 : Float(n, 1) = onnx::ReduceSum[keepdims=1](%12, %72)   # splits.py:141:107
#   %74 : Float(n, 1) = onnx::Mul(%71, %73)   # splits.py:141:105
#   %75 : Float(n, 1) = onnx::Add(%69, %74)   # splits.py:141:79
#   %76 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:13
#   %77 : Long(1) = onnx::Constant[value={0}]()   # splits.py:142:13
#   %78 : Long(1) = onnx::Constant[value={4}]()   # splits.py:142:13
#   %79 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:13
#   %80 : Float(n, 4) = onnx::Slice(%g, %77, %78, %76)   # splits.py:142:13
#   %81 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:13
#   %82 : Float(n) = onnx::ReduceSum[keepdims=0](%7, %81)   # splits.py:142:13
#   %83 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:31
#   %84 : Long(1) = onnx::Constant[value={6}]()   # splits.py:142:31
#   %85 : Long(1) = onnx::Constant[value={9223372036854775807}]()   # splits.py:142:31
#   %86 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:31
#   %87 : Float(n, 6) = onnx::Slice(%g, %84, %85, %83)   # splits.py:142:31
#   %88 : Long(1) = onnx::Constant[value={1}]()   # splits.py:142:31
#   %89 : Float(n) = onnx::ReduceSum[keepdims=0](%9, %88)   # splits.py:142:31
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
#   return (%63, %75, %90, %101, %112, %123)
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
