# >>> inputs
# x:float32[1,k,3]
# y:float32[n,3]
# <<<
# >>> options
# -O1
# <<<
# >>> after onnxpeep
# graph(%x : Float(1, k, 3), %y : Float(n, 3)):
#   %2 : Long(3) = onnx::Constant[value={1, 1, 1}]()   # slices.py:139:24
#   %3 : Float(n, 1), %4 : Float(n, 1), %5 : Float(n, 1) = onnx::Split[axis=1](%y, %2)   # slices.py:139:24
#   %6 : Long(1) = onnx::Constant[value={0}]()   # slices.py:136:13
#   %7 : Long(1) = onnx::Constant[value={0}]()   # slices.py:136:13
#   %8 : Long(1) = onnx::Constant[value={1}]()   # slices.py:136:13
#   %9 : Long(1) = onnx::Constant[value={1}]()   # slices.py:136:13
#   %10 : Float(1, k, 3) = onnx::Slice(%x, %7, %8, %6)   # slices.py:136:13
#   %11 : Float() = onnx::Constant[value={2.}]()   # slices.py:136:20
#   %12 : Float(1, k, 3) = onnx::Mul(%x, %11)   # slices.py:136:20
#   %13 : Long(1) = onnx::Constant[value={2}]()   # slices.py:136:27
#   %14 : Long(1) = onnx::Constant[value={0}]()   # slices.py:136:27
#   %15 : Long(1) = onnx::Constant[value={7}]()   # slices.py:136:27
#   %16 : Long(1) = onnx::Constant[value={1}]()   # slices.py:136:27
#   %17 : Float(1, k, 3) = onnx::Slice(%x, %14, %15, %13)   # slices.py:136:27
#   %18 : Float() = onnx::Constant[value={1.}]()   # slices.py:136:40
#   %19 : Float(1, k, 3) = onnx::Add(%x, %18)   # slices.py:136:40
#   %20 : Long(1) = onnx::Constant[value={0}]()   # slices.py:136:47
#   %21 : Long(1) = onnx::Constant[value={0}]()   # slices.py:136:47
#   %22 : Long(1) = onnx::Constant[value={1}]()   # slices.py:136:47
#   %23 : Long(1) = onnx::Constant[value={1}]()   # slices.py:136:47
#   %24 : Float(*, 3) = onnx::Slice(%y, %21, %22, %20)   # slices.py:136:47
#   %25 : Long(1) = onnx::Constant[value={2}]()   # slices.py:136:55
#   %26 : Long(1) = onnx::Constant[value={1}]()   # slices.py:136:55
#   %27 : Long(1) = onnx::Constant[value={9223372036854775807}]()   # slices.py:136:55
#   %28 : Long(1) = onnx::Constant[value={1}]()   # slices.py:136:55
#   %29 : Float(1, k, 2) = onnx::Slice(%x, %26, %27, %25)   # slices.py:136:55
#   %30 : Long(1) = onnx::Constant[value={0}]()   # slices.py:137:24
#   %31 : Long(1) = onnx::Constant[value={0}]()   # slices.py:137:24
#   %32 : Long(1) = onnx::Constant[value={1}]()   # slices.py:137:24
#   %33 : Long(1) = onnx::Constant[value={1}]()   # slices.py:137:24
#   %34 : Float(*, 3) = onnx::Slice(%y, %31, %32, %30)   # slices.py:137:24
#   %35 : Long(1) = onnx::Constant[value={0}]()   # slices.py:137:32
#   %36 : Long(1) = onnx::Constant[value={1}]()   # slices.py:137:32
#   %37 : Long(1) = onnx::Constant[value={3}]()   # slices.py:137:32
#   %38 : Long(1) = onnx::Constant[value={1}]()   # slices.py:137:32
#   %39 : Float(*, 3) = onnx::Slice(%y, %36, %37, %35)   # slices.py:137:32
#   %40 : Float(*, 3) = onnx::Slice(%y, %31, %37, %30)   # slices.py:137:13
#   %41 : Float(*, 3) = onnx::Concat[axis=0](%40)   # slices.py:137:13
#   %42 : Float() = onnx::Constant[value={3.}]()   # slices.py:137:41
#   %43 : Float(*, 3) = onnx::Mul(%40, %42)   # slices.py:137:41
#   %44 : Long(1) = onnx::Constant[value={0}]()   # slices.py:137:59
#   %45 : Long(1) = onnx::Constant[value={2}]()   # slices.py:137:59
#   %46 : Long(1) = onnx::Constant[value={4}]()   # slices.py:137:59
#   %47 : Long(1) = onnx::Constant[value={1}]()   # slices.py:137:59
#   %48 : Float(*, 3) = onnx::Slice(%y, %45, %46, %44)   # slices.py:137:59
#   %49 : Long(1) = onnx::Constant[value={0}]()   # slices.py:137:67
#   %50 : Long(1) = onnx::Constant[value={4}]()   # slices.py:137:67
#   %51 : Long(1) = onnx::Constant[value={9}]()   # slices.py:137:67
#   %52 : Long(1) = onnx::Constant[value={1}]()   # slices.py:137:67
#   %53 : Float(*, 3) = onnx::Slice(%y, %50, %51, %49)   # slices.py:137:67
#   %54 : Long(1) = onnx::Constant[value={0}]()   # slices.py:137:75
#   %55 : Long(1) = onnx::Constant[value={9}]()   # slices.py:137:75
#   %56 : Long(1) = onnx::Constant[value={10}]()   # slices.py:137:75
#   %57 : Long(1) = onnx::Constant[value={1}]()   # slices.py:137:75
#   %58 : Float(*, 3) = onnx::Slice(%y, %55, %56, %54)   # slices.py:137:75
#   %59 : Float(*, 3) = onnx::Slice(%y, %45, %51, %44)   # slices.py:137:48
#   %60 : Float(*, 3) = onnx::Slice(%y, %45, %56, %44)   # slices.py:137:48
#   %61 : Float(*, 3) = onnx::Concat[axis=0](%60)   # slices.py:137:48
#   %62 : Float() = onnx::Constant[value={4.}]()   # slices.py:137:85
#   %63 : Float(*, 3) = onnx::Mul(%60, %62)   # slices.py:137:85
#   %64 : Long(1) = onnx::Constant[value={0}]()   # slices.py:138:24
#   %65 : Long(1) = onnx::Constant[value={0}]()   # slices.py:138:24
#   %66 : Long(1) = onnx::Constant[value={1}]()   # slices.py:138:24
#   %67 : Long(1) = onnx::Constant[value={1}]()   # slices.py:138:24
#   %68 : Float(*, 3) = onnx::Slice(%y, %65, %66, %64)   # slices.py:138:24
#   %69 : Long(1) = onnx::Constant[value={0}]()   # slices.py:138:32
#   %70 : Long(1) = onnx::Constant[value={2}]()   # slices.py:138:32
#   %71 : Long(1) = onnx::Constant[value={3}]()   # slices.py:138:32
#   %72 : Long(1) = onnx::Constant[value={1}]()   # slices.py:138:32
#   %73 : Float(*, 3) = onnx::Slice(%y, %70, %71, %69)   # slices.py:138:32
#   %74 : Float(*, 3) = onnx::Concat[axis=0](%68, %73)   # slices.py:138:13
#   %75 : Float() = onnx::Constant[value={5.}]()   # slices.py:138:41
#   %76 : Float(*, 3) = onnx::Mul(%74, %75)   # slices.py:138:41
#   %77 : Long(1) = onnx::Constant[value={0}]()   # slices.py:138:59
#   %78 : Long(1) = onnx::Constant[value={1}]()   # slices.py:138:59
#   %79 : Long(1) = onnx::Constant[value={2}]()   # slices.py:138:59
#   %80 : Long(1) = onnx::Constant[value={1}]()   # slices.py:138:59
#   %81 : Float(*, 3) = onnx::Slice(%y, %78, %79, %77)   # slices.py:138:59
#   %82 : Long(1) = onnx::Constant[value={0}]()   # slices.py:138:67
#   %83 : Long(1) = onnx::Constant[value={0}]()   # slices.py:138:67
#   %84 : Long(1) = onnx::Constant[value={1}]()   # slices.py:138:67
#   %85 : Long(1) = onnx::Constant[value={1}]()   # slices.py:138:67
#   %86 : Float(*, 3) = onnx::Slice(%y, %83, %84, %82)   # slices.py:138:67
#   %87 : Float(*, 3) = onnx::Concat[axis=0](%81, %86)   # slices.py:138:48
#   %88 : Float() = onnx::Constant[value={6.}]()   # slices.py:138:76
#   %89 : Float(*, 3) = onnx::Mul(%87, %88)   # slices.py:138:76
#   %90 : Long(1) = onnx::Constant[value={1}]()   # slices.py:139:24
#   %91 : Long(1) = onnx::Constant[value={0}]()   # slices.py:139:24
#   %92 : Long(1) = onnx::Constant[value={1}]()   # slices.py:139:24
#   %93 : Long(1) = onnx::Constant[value={1}]()   # slices.py:139:24
#   %94 : Float(n, 1) = onnx::Slice(%y, %91, %92, %90)   # slices.py:139:24
#   %95 : Long(1) = onnx::Constant[value={1}]()   # slices.py:139:35
#   %96 : Long(1) = onnx::Constant[value={1}]()   # slices.py:139:35
#   %97 : Long(1) = onnx::Constant[value={2}]()   # slices.py:139:35
#   %98 : Long(1) = onnx::Constant[value={1}]()   # slices.py:139:35
#   %99 : Float(n, 1) = onnx::Slice(%y, %96, %97, %95)   # slices.py:139:35
#   %100 : Float(*, 1) = onnx::Concat[axis=0](%3, %4)   # slices.py:139:13
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
#   return (%12, %19, %24, %29, %43, %63, %76, %89, %102, %114)
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
