# >>> inputs
# x:float32[4,3]
# b:bool[4,3]
# h:int16[4,3]
# i:int64[2]
# k:int64[2,3]
# <<<
# >>> options
# --opset 15
# <<<
# >>> stderr
# scatter_sum_below_opset16.py:34:13: error: aten::scatter: multiplying over repeated indices needs ONNX opset 16 or later (ScatterElements' reduction) (opset 15)
#    34 |     return (x.scatter(0, k, x, reduce='multiply'), b.index_put([i], b[0], True),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_sum_below_opset16.py:34:52: error: aten::index_put: accumulate=True on bool needs ONNX opset 16 or later (ScatterND's reduction) (opset 15)
#    34 |     return (x.scatter(0, k, x, reduce='multiply'), b.index_put([i], b[0], True),
#       |                                                    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_sum_below_opset16.py:35:13: error: aten::index_add: summing over repeated indices of int16 needs ONNX opset 16 or later (ScatterElements' reduction) (opset 15)
#    35 |             h.index_add(0, i, h[:2]), h.scatter_add(0, k, h))
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~
# scatter_sum_below_opset16.py:35:39: error: aten::scatter_add: summing over repeated indices of int16 needs ONNX opset 16 or later (ScatterElements' reduction) (opset 15)
#    35 |             h.index_add(0, i, h[:2]), h.scatter_add(0, k, h))
#       |                                       ^~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


# Below opset 16 (no reduction in ScatterND and ScatterElements) sums over repeated indices
# are computed another way for float, int32 and int64 tensors (e2e/scatter_index_add, ...);
# a product, and a sum of bool or int16 elements, are refused
def f(x: Tensor, b: Tensor, h: Tensor, i: Tensor, k: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return (x.scatter(0, k, x, reduce='multiply'), b.index_put([i], b[0], True),
            h.index_add(0, i, h[:2]), h.scatter_add(0, k, h))
