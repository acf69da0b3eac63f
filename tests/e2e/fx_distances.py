# F.cosine_similarity (dims, broadcasting, eps: a zero vector, tiny vectors where 1.13's
# clamp of each norm decides, 1-d and 0-d), F.pairwise_distance (p 2, 1, 0, inf with a
# NaN, -1, 3, keepdim, broadcast, int64 inputs in float32, 0-d), torch.cdist (p 2 with at
# most 25 rows, direct; with more rows, PyTorch's matmul form;
# p 1, 0, inf, 3; batches broadcast; float64); symbolic sizes, an empty dim.  (No distance
# near 0 with more than 25 rows: there the matmul form is rounding noise, which depends
# on the order of its BLAS's sums)
# >>> inputs
# a:float32[b,4]
# c:float32[b,4]
# u:float32[3,n]
# v:float32[1,n]
# i:int64[3,4]
# m:float32[2,p,3]
# q:float32[r,3]
# <<<
# >>> sets
# a = torch.randn(3, 4); c = torch.randn(3, 4); u = torch.randn(3, 5); v = torch.randn(1, 5); i = torch.randint(-5, 5, (3, 4)); m = torch.randn(2, 4, 3); q = torch.randn(6, 3)
# a = torch.tensor([[1e-5, 0, 0, 0], [0, 0, 0, 0]]); c = torch.tensor([[1e-5, 0, 0, 0], [1., 2, 3, 4]]); u = torch.randn(3, 1); v = torch.randn(1, 1); i = torch.randint(-5, 5, (3, 4)); m = torch.randn(2, 30, 3); q = torch.cat([torch.randn(27, 3), torch.randn(2, 4, 3)[0, :1]]) * 3
# a = torch.tensor([[1e-9, 0, 0, 0]]); c = torch.tensor([[1., float('nan'), 0, 0]]); u = torch.randn(3, 0); v = torch.randn(1, 0); i = torch.randint(-5, 5, (3, 4)); m = torch.randn(2, 1, 3); q = torch.randn(0, 3)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(a: Tensor, c: Tensor, u: Tensor, v: Tensor, i: Tensor, m: Tensor, q: Tensor) -> List[Tensor]:
    return [
        F.cosine_similarity(a, c), F.cosine_similarity(a, c, 0), torch.cosine_similarity(u, v, dim=1),
        F.cosine_similarity(u, v, 0, 0.5), F.cosine_similarity(a[0], c[0], 0), F.cosine_similarity(a[0, 0], c[0, 0], 0),
        F.cosine_similarity(u.unsqueeze(1), v.unsqueeze(0), dim=-1),
        F.pairwise_distance(a, c), F.pairwise_distance(a, c, 1.0), F.pairwise_distance(a, c, 0.0),
        F.pairwise_distance(a, c, float("inf")), F.pairwise_distance(a, c, -1.0), F.pairwise_distance(a, c, 3.0, 0.1),
        F.pairwise_distance(a, c, keepdim=True), F.pairwise_distance(u, v), torch.pairwise_distance(i, i * 2 - 1),
        F.pairwise_distance(a[0], c[0]), F.pairwise_distance(a[0, 0], c[0, 0]), F.pairwise_distance(a[0], c[0], keepdim=True),
        torch.cdist(m, q), torch.cdist(m, q, 1.0), torch.cdist(m, q, 0.0), torch.cdist(m, q, float("inf")),
        torch.cdist(m, q, 3.0), torch.cdist(q, q + 0.5), torch.cdist(m.double(), m.double() + 0.25), torch.cdist(m, m[:1] + 0.25),
    ]
