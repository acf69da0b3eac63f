# >>> inputs
# x:float32[1,k,3]
# y:float32[n,3]
# <<<
# >>> options
# -O1
# <<<
# >>> after onnxpeep
# graph(%x : Float(1, k, 3), %y : Float(n, 3)):
#   %2 : Long(1) = onnx::Constant[value={0}]()   # slices.py:136:13
#   %3 : Long(1) = onnx::Constant[value={0}]()   # slices.py:136:13
#   %4 : Long(1) = onnx::Constant[value={1}]()   # slices.py:136:13
#   %5 : Long(1) = onnx::Constant[value={1}]()   # slices.py:136:13
#   %6 : Float(1, k, 3) = onnx::Slice(%x, %3, %4, %2)   # slices.py:136:13
#   %7 : Float() = onnx::Constant[value={2.}]()   # slices.py:136:20
#   %8 : Float(1, k, 3) = onnx::Mul(%x, %7)   # slices.py:136:20
#   %9 : Long(1) = onnx::Constant[value={2}]()   # slices.py:136:27
#   %10 : Long(1) = onnx::Constant[value={0}]()   # slices.py:136:27
#   %11 : Long(1) = onnx::Constant[value={7}]()   # slices.py:136:27
#   %12 : Long(1) = onnx::Constant[value={1}]()   # slices.py:136:27
#   %13 : Float(1, k, 3) = onnx::Slice(%x, %10, %11, %9)   # slices.py:136:27
#   %14 : Float() = onnx::Constant[value={1.}]()   # slices.py:136:40
#   %15 : Float(1, k, 3) = onnx::Add(%x, %14)   # slices.py:136:40
#   %16 : Long(1) = onnx::Constant[value={0}]()   # slices.py:136:47
#   %17 : Long(1) = onnx::Constant[value={0}]()   # slices.py:136:47
#   %18 : Long(1) = onnx::Constant[value={1}]()   # slices.py:136:47
#   %19 : Long(1) = onnx::Constant[value={1}]()   # slices.py:136:47
#   %20 : Float(*, 3) = onnx::Slice(%y, %17, %18, %16)   # slices.py:136:47
#   %21 : Long(1) = onnx::Constant[value={2}]()   # slices.py:136:55
#   %22 : Long(1) = onnx::Constant[value={1}]()   # slices.py:136:55
#   %23 : Long(1) = onnx::Constant[value={9223372036854775807}]()   # slices.py:136:55
#   %24 : Long(1) = onnx::Constant[value={1}]()   # slices.py:136:55
#   %25 : Float(1, k, 2) = onnx::Slice(%x, %22, %23, %21)   # slices.py:136:55
#   %26 : Long(1) = onnx::Constant[value={0}]()   # slices.py:137:24
#   %27 : Long(1) = onnx::Constant[value={0}]()   # slices.py:137:24
#   %28 : Long(1) = onnx::Constant[value={1}]()   # slices.py:137:24
#   %29 : Long(1) = onnx::Constant[value={1}]()   # slices.py:137:24
#   %30 : Float(*, 3) = onnx::Slice(%y, %27, %28, %26)   # slices.py:137:24
#   %31 : Long(1) = onnx::Constant[value={0}]()   # slices.py:137:32
#   %32 : Long(1) = onnx::Constant[value={1}]()   # slices.py:137:32
#   %33 : Long(1) = onnx::Constant[value={3}]()   # slices.py:137:32
#   %34 : Long(1) = onnx::Constant[value={1}]()   # slices.py:137:32
#   %35 : Float(*, 3) = onnx::Slice(%y, %32, %33, %31)   # slices.py:137:32
#   %36 : Float(*, 3) = onnx::Slice(%y, %27, %33, %26)   # slices.py:137:13
#   %37 : Float(*, 3) = onnx::Concat[axis=0](%36)   # slices.py:137:13
#   %38 : Float() = onnx::Constant[value={3.}]()   # slices.py:137:41
#   %39 : Float(*, 3) = onnx::Mul(%36, %38)   # slices.py:137:41
#   %40 : Long(1) = onnx::Constant[value={0}]()   # slices.py:137:59
#   %41 : Long(1) = onnx::Constant[value={2}]()   # slices.py:137:59
#   %42 : Long(1) = onnx::Constant[value={4}]()   # slices.py:137:59
#   %43 : Long(1) = onnx::Constant[value={1}]()   # slices.py:137:59
#   %44 : Float(*, 3) = onnx::Slice(%y, %41, %42, %40)   # slices.py:137:59
#   %45 : Long(1) = onnx::Constant[value={0}]()   # slices.py:137:67
#   %46 : Long(1) = onnx::Constant[value={4}]()   # slices.py:137:67
#   %47 : Long(1) = onnx::Constant[value={9}]()   # slices.py:137:67
#   %48 : Long(1) = onnx::Constant[value={1}]()   # slices.py:137:67
#   %49 : Float(*, 3) = onnx::Slice(%y, %46, %47, %45)   # slices.py:137:67
#   %50 : Long(1) = onnx::Constant[value={0}]()   # slices.py:137:75
#   %51 : Long(1) = onnx::Constant[value={9}]()   # slices.py:137:75
#   %52 : Long(1) = onnx::Constant[value={10}]()   # slices.py:137:75
#   %53 : Long(1) = onnx::Constant[value={1}]()   # slices.py:137:75
#   %54 : Float(*, 3) = onnx::Slice(%y, %51, %52, %50)   # slices.py:137:75
#   %55 : Float(*, 3) = onnx::Slice(%y, %41, %47, %40)   # slices.py:137:48
#   %56 : Float(*, 3) = onnx::Slice(%y, %41, %52, %40)   # slices.py:137:48
#   %57 : Float(*, 3) = onnx::Concat[axis=0](%56)   # slices.py:137:48
#   %58 : Float() = onnx::Constant[value={4.}]()   # slices.py:137:85
#   %59 : Float(*, 3) = onnx::Mul(%56, %58)   # slices.py:137:85
#   %60 : Long(1) = onnx::Constant[value={0}]()   # slices.py:138:24
#   %61 : Long(1) = onnx::Constant[value={0}]()   # slices.py:138:24
#   %62 : Long(1) = onnx::Constant[value={1}]()   # slices.py:138:24
#   %63 : Long(1) = onnx::Constant[value={1}]()   # slices.py:138:24
#   %64 : Float(*, 3) = onnx::Slice(%y, %61, %62, %60)   # slices.py:138:24
#   %65 : Long(1) = onnx::Constant[value={0}]()   # slices.py:138:32
#   %66 : Long(1) = onnx::Constant[value={2}]()   # slices.py:138:32
#   %67 : Long(1) = onnx::Constant[value={3}]()   # slices.py:138:32
#   %68 : Long(1) = onnx::Constant[value={1}]()   # slices.py:138:32
#   %69 : Float(*, 3) = onnx::Slice(%y, %66, %67, %65)   # slices.py:138:32
#   %70 : Float(*, 3) = onnx::Concat[axis=0](%64, %69)   # slices.py:138:13
#   %71 : Float() = onnx::Constant[value={5.}]()   # slices.py:138:41
#   %72 : Float(*, 3) = onnx::Mul(%70, %71)   # slices.py:138:41
#   %73 : Long(1) = onnx::Constant[value={0}]()   # slices.py:138:59
#   %74 : Long(1) = onnx::Constant[value={1}]()   # slices.py:138:59
#   %75 : Long(1) = onnx::Constant[value={2}]()   # slices.py:138:59
#   %76 : Long(1) = onnx::Constant[value={1}]()   # slices.py:138:59
#   %77 : Float(*, 3) = onnx::Slice(%y, %74, %75, %73)   # slices.py:138:59
#   %78 : Long(1) = onnx::Constant[value={0}]()   # slices.py:138:67
#   %79 : Long(1) = onnx::Constant[value={0}]()   # slices.py:138:67
#   %80 : Long(1) = onnx::Constant[value={1}]()   # slices.py:138:67
#   %81 : Long(1) = onnx::Constant[value={1}]()   # slices.py:138:67
#   %82 : Float(*, 3) = onnx::Slice(%y, %79, %80, %78)   # slices.py:138:67
#   %83 : Float(*, 3) = onnx::Concat[axis=0](%77, %82)   # slices.py:138:48
#   %84 : Float() = onnx::Constant[value={6.}]()   # slices.py:138:76
#   %85 : Float(*, 3) = onnx::Mul(%83, %84)   # slices.py:138:76
#   %86 : Long(1) = onnx::Constant[value={1}]()   # slices.py:139:24
#   %87 : Long(1) = onnx::Constant[value={0}]()   # slices.py:139:24
#   %88 : Long(1) = onnx::Constant[value={1}]()   # slices.py:139:24
#   %89 : Long(1) = onnx::Constant[value={1}]()   # slices.py:139:24
#   %90 : Long(3) = onnx::Constant[value={1, 1, 1}]()   # slices.py:139:24
#   %91 : Float(n, 1), %92 : Float(n, 1), %93 : Float(n, 1) = onnx::Split[axis=1](%y, %90)   # slices.py:139:24
#   %94 : Float(n, 1) = onnx::Slice(%y, %87, %88, %86)   # slices.py:139:24
#   %95 : Long(1) = onnx::Constant[value={1}]()   # slices.py:139:35
#   %96 : Long(1) = onnx::Constant[value={1}]()   # slices.py:139:35
#   %97 : Long(1) = onnx::Constant[value={2}]()   # slices.py:139:35
#   %98 : Long(1) = onnx::Constant[value={1}]()   # slices.py:139:35
#   %99 : Float(n, 1) = onnx::Slice(%y, %96, %97, %95)   # slices.py:139:35
#   %100 : Float(*, 1) = onnx::Concat[axis=0](%91, %92)   # slices.py:139:13
#   %101 : Float() = onnx::Constant[value={7.}]()   # slices.py:139:50
#   %102 : Float(*, 1) = onnx::Mul(%100, %101)   # slices.py:139:50
#   %103 : Long(1) = onnx::Constant[value={0}]()   # slices.py:139:57
#   %104 : Long(1) = onnx::Constant[value={1}]()   # slices.py:139:57
#   %105 : Long(1) = onnx::Constant[value={9223372036854775807}]()   # slices.py:139:57
#   %106 : Long(1) = onnx::Constant[value={1}]()   # slices.py:139:57
#   %107 : Float(*, 3) = onnx::Slice(%y, %104, %105, %103)   # slices.py:139:57
#   %108 : Long(1) = onnx::Constant[value={0}]()   # slices.py:139:57
#   %109 : Long(1) = onnx::Constant[value={0}]()   # slices.py:139:57
#   %110 : Long(1) = onnx::Constant[value={9223372036854775807}]()   # slices.py:139:57
#   %111 : Long(1) = onnx::Constant[value={1}]()   # slices.py:139:57
#   %112 : Float(*, 3) = onnx::Slice(%107, %109, %110, %108)   # slices.py:139:57
#   %113 : Float() = onnx::Constant[value={8.}]()   # slices.py:139:68
#   %114 : Float(*, 3) = onnx::Mul(%107, %113)   # slices.py:139:68
#   return (%8, %15, %20, %25, %39, %59, %72, %85, %102, %114)
# <<<
# A Slice from 0 by steps of 1 whose result has its input's shape is its input: x[0:1] and
# x[:, :, 0:7] of x Float(1, k, 3), and so is one to the end whatever the types know
# (y[1:][::1], its rows unknown); y[0:1] (y's n rows may be more) and x[:, :, 1:] stay.
# Two neighbouring Slices of one tensor along the Concat's axis are one: y[0:1] ++ y[1:3]
# is y[0:3], y[2:4] ++ y[4:9] ++ y[9:10] is y[2:10] (ONNX clamps both ends alike); a gap
# (y[0:1] ++ y[2:3]), the wrong order (y[1:2] ++ y[0:1]) and another axis stay.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor,
                                     Tensor, Tensor, Tensor]:
    return (x[0:1] * 2.0, x[:, :, 0:7] + 1.0, y[0:1], x[:, :, 1:],
            torch.cat([y[0:1], y[1:3]]) * 3.0, torch.cat([y[2:4], y[4:9], y[9:10]]) * 4.0,
            torch.cat([y[0:1], y[2:3]]) * 5.0, torch.cat([y[1:2], y[0:1]]) * 6.0,
            torch.cat([y[:, 0:1], y[:, 1:2]], 0) * 7.0, y[1:][::1] * 8.0)
