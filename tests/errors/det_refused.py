# >>> inputs
# x:float32[2,3]
# h:float16[2,2]
# i:int64[2,2]
# d:float64[4,4]
# <<<
# >>> stderr
# det_refused.py:35:13: error: det: "lu_cpu" not implemented for 'Half'
#    35 |     return [torch.det(h), torch.det(i), torch.det(x), torch.linalg.det(x[0]), torch.logdet(x),
#       |             ^~~~~~~~~~~~
# det_refused.py:35:27: error: linalg.det: Expected a floating point or complex tensor as input. Got Long
#    35 |     return [torch.det(h), torch.det(i), torch.det(x), torch.linalg.det(x[0]), torch.logdet(x),
#       |                           ^~~~~~~~~~~~
# det_refused.py:35:41: error: linalg.det: A must be batches of square matrices, but they are 2 by 3 matrices
#    35 |     return [torch.det(h), torch.det(i), torch.det(x), torch.linalg.det(x[0]), torch.logdet(x),
#       |                                         ^~~~~~~~~~~~
# det_refused.py:35:55: error: linalg.det: The input tensor A must have at least 2 dimensions.
#    35 |     return [torch.det(h), torch.det(i), torch.det(x), torch.linalg.det(x[0]), torch.logdet(x),
#       |                                                       ^~~~~~~~~~~~~~~~~~~~~~
# det_refused.py:35:79: error: linalg.det: A must be batches of square matrices, but they are 2 by 3 matrices
#    35 |     return [torch.det(h), torch.det(i), torch.det(x), torch.linalg.det(x[0]), torch.logdet(x),
#       |                                                                               ^~~~~~~~~~~~~~~
# det_refused.py:36:13: error: det: float64 matrices of more than 3 rows: ONNX Runtime's Det takes float32 only, and float64 is computed here for sizes up to 3 known at compile time
#    36 |             torch.det(d)]
#       |             ^~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


# each raises in PyTorch 1.13 but the last: a float64 determinant of 4 by 4, which ONNX
# Runtime's Det (float32 only) cannot compute
def f(x: Tensor, h: Tensor, i: Tensor, d: Tensor) -> List[Tensor]:
    return [torch.det(h), torch.det(i), torch.det(x), torch.linalg.det(x[0]), torch.logdet(x),
            torch.det(d)]
