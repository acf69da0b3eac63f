# >>> inputs
# x:float32[2,3]
# y:float32[2,3,4]
# i:int64[3]
# e:float32[0,3]
# <<<
# >>> stderr
# norm_refused.py:62:13: error: torch.norm: the 'nuc' norm needs the singular values (an SVD), which ONNX has no operator for
#    62 |     return [torch.norm(x, 'nuc'),
#       |             ^~~~~~~~~~~~~~~~~~~~
# norm_refused.py:63:13: error: linalg.matrix_norm: the 2 norm needs the singular values (an SVD), which ONNX has no operator for
#    63 |             torch.linalg.matrix_norm(x, 2),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# norm_refused.py:64:13: error: linalg.matrix_norm: the -2 norm needs the singular values (an SVD), which ONNX has no operator for
#    64 |             torch.linalg.matrix_norm(x, -2),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# norm_refused.py:65:13: error: linalg.norm: the 'nuc' norm needs the singular values (an SVD), which ONNX has no operator for
#    65 |             torch.linalg.norm(x, 'nuc'),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# norm_refused.py:66:13: error: torch.norm: only valid string values are 'fro' and 'nuc', found abs
#    66 |             torch.norm(i.float(), 'abs'),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# norm_refused.py:67:13: error: norm(): input dtype should be either floating point or complex. Got Long instead.
#    67 |             torch.norm(i),
#       |             ^~~~~~~~~~~~~
# norm_refused.py:68:13: error: linalg.vector_norm: Expected a floating point or complex tensor as input. Got Long
#    68 |             torch.linalg.vector_norm(i),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# norm_refused.py:69:13: error: linalg.vector_norm: the dtype of the input (Double) should be convertible without narrowing to the specified dtype (Float)
#    69 |             torch.linalg.vector_norm(x.double(), dtype=torch.float32),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# norm_refused.py:70:13: error: linalg.vector_norm cannot compute the inf norm on the dimension 0 because this dimension is empty and the operation does not have an identity
#    70 |             torch.linalg.vector_norm(e, float('inf'), 0),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# norm_refused.py:71:13: error: frobenius_norm: Expected at most 2 dimensions, but got 3 dimensions instead.
#    71 |             torch.frobenius_norm(y, [0, 1, 2]),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# norm_refused.py:72:13: error: linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. Got 3D.
#    72 |             torch.linalg.norm(y, 2),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~
# norm_refused.py:73:13: error: linalg.matrix_norm: dims must be different. Got (1, 1)
#    73 |             torch.linalg.matrix_norm(x, 'fro', [1, 1]),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# norm_refused.py:74:13: error: norm(): dim 0 appears multiple times in the list of dims
#    74 |             torch.norm(x, 2, [0, 0]),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~
# norm_refused.py:75:13: error: torch.norm: dtype argument is not supported in frobenius norm
#    75 |             torch.norm(x, 'fro', dtype=torch.float64),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# norm_refused.py:76:13: error: linalg.matrix_norm: The input tensor A must have at least 2 dimensions.
#    76 |             torch.linalg.matrix_norm(x[0])]
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


# each raises in PyTorch 1.13, but 'nuc' and the matrix 2-norms, which it computes with an SVD
# that ONNX has no operator for
def f(x: Tensor, y: Tensor, i: Tensor, e: Tensor) -> List[Tensor]:
    return [torch.norm(x, 'nuc'),
            torch.linalg.matrix_norm(x, 2),
            torch.linalg.matrix_norm(x, -2),
            torch.linalg.norm(x, 'nuc'),
            torch.norm(i.float(), 'abs'),
            torch.norm(i),
            torch.linalg.vector_norm(i),
            torch.linalg.vector_norm(x.double(), dtype=torch.float32),
            torch.linalg.vector_norm(e, float('inf'), 0),
            torch.frobenius_norm(y, [0, 1, 2]),
            torch.linalg.norm(y, 2),
            torch.linalg.matrix_norm(x, 'fro', [1, 1]),
            torch.norm(x, 2, [0, 0]),
            torch.norm(x, 'fro', dtype=torch.float64),
            torch.linalg.matrix_norm(x[0])]
