# >>> inputs
# x:float32[2,3]
# y:float32[2,4]
# i:int64[2,3]
# h:float16[2,3]
# c:bool[2,3]
# <<<
# >>> stderr
# fx_distances_refused.py:52:9: error: aten::cosine_similarity: expected common dtype to be floating point, yet common dtype is int64
#    52 |     a = F.cosine_similarity(i, i)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~
# fx_distances_refused.py:53:9: error: aten::cosine_similarity: "clamp_min_cpu" not implemented for float16
#    53 |     b = F.cosine_similarity(h, h)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~
# fx_distances_refused.py:54:9: error: aten::cosine_similarity: shapes Float(2, 3) and Float(2, 4) do not broadcast (dim 1: 3 vs 4)
#    54 |     d = F.cosine_similarity(x, y)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~
# fx_distances_refused.py:55:9: error: aten::cosine_similarity: Dimension out of range (expected to be in range of [-2, 1], but got 2)
#    55 |     e = F.cosine_similarity(x, x, 2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_distances_refused.py:56:9: error: aten::pairwise_distance: Subtraction, the `-` operator, with two bool tensors is not supported
#    56 |     g = F.pairwise_distance(c, c)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~
# fx_distances_refused.py:57:9: error: aten::cdist: cdist only supports floating-point dtypes, X1 got: int64
#    57 |     j = torch.cdist(i, i)
#       |         ^~~~~~~~~~~~~~~~~
# fx_distances_refused.py:58:9: error: aten::cdist: cdist only supports at least 2D tensors, X1 got: 1D
#    58 |     k = torch.cdist(x[0], x[0])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~
# fx_distances_refused.py:59:9: error: aten::cdist: X1 and X2 must have the same number of columns. X1: 3 X2: 4
#    59 |     m = torch.cdist(x, y)
#       |         ^~~~~~~~~~~~~~~~~
# fx_distances_refused.py:60:9: error: aten::cdist: cdist only supports non-negative p values
#    60 |     n = torch.cdist(x, x, -1.0)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~
# fx_distances_refused.py:61:9: error: aten::pairwise_distance: float16 inputs are not supported yet
#    61 |     o = F.pairwise_distance(h, h)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# what PyTorch 1.13 refuses (each checked there): cosine_similarity of integers, of float16
# (no CPU clamp_min), of shapes that do not broadcast, a dim out of range;
# pairwise_distance of bools; cdist of integers, of 1-d inputs, of different column
# counts, a negative p; and what scriptc does not support yet: float16 pairwise_distance
# (at::norm accumulates it in float32)
def f(x: Tensor, y: Tensor, i: Tensor, h: Tensor, c: Tensor) -> List[Tensor]:
    a = F.cosine_similarity(i, i)
    b = F.cosine_similarity(h, h)
    d = F.cosine_similarity(x, y)
    e = F.cosine_similarity(x, x, 2)
    g = F.pairwise_distance(c, c)
    j = torch.cdist(i, i)
    k = torch.cdist(x[0], x[0])
    m = torch.cdist(x, y)
    n = torch.cdist(x, x, -1.0)
    o = F.pairwise_distance(h, h)
    return [a, b, d, e, g, j, k, m, n, o]
