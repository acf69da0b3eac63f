# >>> inputs
# x:float32[4,3]
# i:int64[2]
# k:int64[2,3]
# <<<
# >>> options
# --opset 15
# <<<
# >>> stderr
# scatter_sum_below_opset16.py:31:13: error: aten::index_put: accumulate=True needs ONNX opset 16 or later (ScatterND's reduction) (opset 15)
#    31 |     return (x.index_put([i], x[0], True), x.index_add(0, i, x[:2]), x.scatter_add(0, k, x),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_sum_below_opset16.py:31:43: error: aten::index_add: summing over repeated indices needs ONNX opset 16 or later (ScatterElements' reduction) (opset 15)
#    31 |     return (x.index_put([i], x[0], True), x.index_add(0, i, x[:2]), x.scatter_add(0, k, x),
#       |                                           ^~~~~~~~~~~~~~~~~~~~~~~~
# scatter_sum_below_opset16.py:31:69: error: aten::scatter_add: summing over repeated indices needs ONNX opset 16 or later (ScatterElements' reduction) (opset 15)
#    31 |     return (x.index_put([i], x[0], True), x.index_add(0, i, x[:2]), x.scatter_add(0, k, x),
#       |                                                                     ^~~~~~~~~~~~~~~~~~~~~~
# scatter_sum_below_opset16.py:32:13: error: aten::scatter: multiplying over repeated indices needs ONNX opset 16 or later (ScatterElements' reduction) (opset 15)
#    32 |             x.scatter(0, k, x, reduce='multiply'))
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


# summing (multiplying) over repeated indices is ONNX's reduction="add" ("mul"), from
# opset 16 on
def f(x: Tensor, i: Tensor, k: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return (x.index_put([i], x[0], True), x.index_add(0, i, x[:2]), x.scatter_add(0, k, x),
            x.scatter(0, k, x, reduce='multiply'))
