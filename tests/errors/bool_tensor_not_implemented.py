# >>> inputs
# a:bool[4]
# b:bool[4]
# <<<
# >>> stderr
# bool_tensor_not_implemented.py:36:14: error: aten::floor_divide: not implemented for bool tensors (as in PyTorch)
#    36 |     return a // b, a % b, a ** b, a.abs(), a.relu(), a.clamp(b, b), a.matmul(b)
#       |              ^~
# bool_tensor_not_implemented.py:36:22: error: aten::remainder: not implemented for bool tensors (as in PyTorch)
#    36 |     return a // b, a % b, a ** b, a.abs(), a.relu(), a.clamp(b, b), a.matmul(b)
#       |                      ^
# bool_tensor_not_implemented.py:36:29: error: aten::pow: not implemented for bool tensors (as in PyTorch)
#    36 |     return a // b, a % b, a ** b, a.abs(), a.relu(), a.clamp(b, b), a.matmul(b)
#       |                             ^~
# bool_tensor_not_implemented.py:36:35: error: aten::abs: not implemented for bool tensors (as in PyTorch)
#    36 |     return a // b, a % b, a ** b, a.abs(), a.relu(), a.clamp(b, b), a.matmul(b)
#       |                                   ^~~~~~~
# bool_tensor_not_implemented.py:36:44: error: aten::relu: not implemented for bool tensors (as in PyTorch)
#    36 |     return a // b, a % b, a ** b, a.abs(), a.relu(), a.clamp(b, b), a.matmul(b)
#       |                                            ^~~~~~~~
# bool_tensor_not_implemented.py:36:54: error: aten::clamp: not implemented for bool tensors with both bounds (as in PyTorch)
#    36 |     return a // b, a % b, a ** b, a.abs(), a.relu(), a.clamp(b, b), a.matmul(b)
#       |                                                      ^~~~~~~~~~~~~
# bool_tensor_not_implemented.py:36:69: error: aten::matmul: not implemented for bool tensors (as in PyTorch)
#    36 |     return a // b, a % b, a ** b, a.abs(), a.relu(), a.clamp(b, b), a.matmul(b)
#       |                                                                     ^~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


# each of these raises in PyTorch ("not implemented for 'Bool'"): refused, never lowered
# to an ONNX operator that has no bool form
def f(a: Tensor, b: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return a // b, a % b, a ** b, a.abs(), a.relu(), a.clamp(b, b), a.matmul(b)
