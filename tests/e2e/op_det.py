# >>> inputs
# a:float32[b,3,3]
# c:float64[2,2]
# <<<
# >>> sets
# a = torch.tensor([[[1., 2., 0.], [0., 1., 0.], [0., 0., 3.]], [[0., 1., 0.], [1., 0., 0.], [0., 0., 1.]]]); c = torch.tensor([[1., 2.], [2., 4.]], dtype=torch.float64)
# a = torch.randn(3, 3, 3); c = torch.randn(2, 2, dtype=torch.float64)
# a = torch.zeros(0, 3, 3); c = torch.tensor([[0., 1.], [1., 0.]], dtype=torch.float64)
# <<<
# det, linalg.det, logdet (NaN for a negative determinant, -inf for 0), slogdet and
# linalg.slogdet (sign 0 and -inf for a singular matrix); batches (empty too); float64 (by
# cofactors: ONNX Runtime's Det is float32 only) of 3 by 3, 2 by 2, 1 by 1 and 0 by 0
import torch
from torch import Tensor
from typing import List


def f(a: Tensor, c: Tensor) -> List[Tensor]:
    s, l = torch.slogdet(a)
    t = torch.linalg.slogdet(c)
    return [torch.det(a), a.det(), torch.linalg.det(c), torch.logdet(a), c.logdet(), s, l,
            t.sign, t.logabsdet, torch.det(a.sum(0)), torch.det(a.double()),
            torch.linalg.det(a.double()[:, :1, :1]), a.double()[:, :0, :0].det(), torch.logdet(a.double() * 2)]
