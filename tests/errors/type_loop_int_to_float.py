# >>> stderr
# type_loop_int_to_float.py:12:5: error: 's' changes from int to float inside the loop; ONNX Loop needs one dtype
#    12 |     for i in range(n):
#       |     ^~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    s = 0
    for i in range(n):
        s = s + 0.5
    return x * s
