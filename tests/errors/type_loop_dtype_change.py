# >>> stderr
# type_loop_dtype_change.py:12:5: error: 'y' changes from Float(3) to Long(3) inside the loop; ONNX Loop needs one dtype
#    12 |     for i in range(n):
#       |     ^~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    y = torch.zeros(3)
    for i in range(n):
        y = y.to(torch.int64)
    return y
