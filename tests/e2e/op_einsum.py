# >>> inputs
# a:float32[n,m]
# b:float32[m,k]
# q:float32[B,H,n,4]
# s:float32[B,H,k,4]
# i:int64[n,m]
# d:float64[m,m]
# <<<
# >>> sets
# a = torch.randn(3, 4); b = torch.randn(4, 5); q = torch.randn(2, 3, 3, 4); s = torch.randn(2, 3, 5, 4); i = torch.randint(-9, 9, (3, 4)); d = torch.randn(4, 4, dtype=torch.float64)
# a = torch.randn(1, 2); b = torch.randn(2, 1); q = torch.randn(1, 2, 1, 4); s = torch.randn(1, 2, 1, 4); i = torch.randint(-9, 9, (1, 2)); d = torch.randn(2, 2, dtype=torch.float64)
# a = torch.randn(0, 3); b = torch.randn(3, 0); q = torch.randn(2, 1, 0, 4); s = torch.randn(2, 1, 0, 4); i = torch.zeros(0, 3, dtype=torch.int64); d = torch.randn(3, 3, dtype=torch.float64)
# a = torch.randn(6, 0); b = torch.randn(0, 2); q = torch.randn(3, 2, 6, 4); s = torch.randn(3, 2, 2, 4); i = torch.zeros(6, 0, dtype=torch.int64); d = torch.zeros(0, 0, dtype=torch.float64)
# <<<
# torch.einsum on the equations users write: matmul, batched matmul, attention scores,
# outer product, diagonal, trace-like sums, transposes with '...', implicit output
# (alphabetical), spaces, the operands as a list or as *args; float32, float64, int64,
# int32, int16 and uint8 (ONNX Runtime's Einsum lacks the small ints: computed in int64),
# empty dims (a contraction over 0 is 0)
import torch
from torch import Tensor
from typing import List


def f(a: Tensor, b: Tensor, q: Tensor, s: Tensor, i: Tensor, d: Tensor) -> List[Tensor]:
    out = [torch.einsum('ij,jk->ik', a, b), torch.einsum('bhqd,bhkd->bhqk', q, s), torch.einsum('i,j->ij', a[0], b[0]) if a.size(0) > 0 and b.size(0) > 0 else torch.zeros(1, 1),
           torch.einsum('ii->i', d), torch.einsum('ij->', a), torch.einsum('ij->j', a), torch.einsum('...ij->...ji', q),
           torch.einsum('ij,jk', a, b), torch.einsum('ji', a), torch.einsum(' ij , jk -> ik ', [a, b]), torch.einsum('bij,bjk->bik', q[0], s[0].transpose(1, 2)),
           torch.einsum('ij,jk->ik', i, i.t()), torch.einsum('ii', d), torch.einsum('ij,ij->i', a, a), torch.einsum('bhqd,bhkd->bqhk', q, s),
           torch.einsum('ij,jk->ik', i.to(torch.int32), i.t().to(torch.int32)), torch.einsum('ij->ji', i.to(torch.int16)), torch.einsum('ij,kj->ik', i.to(torch.uint8), i.to(torch.uint8)),
           torch.einsum('Ab,bc->cA', a, b), torch.einsum('...j,j->...', q, s[0, 0, 0] if s.size(2) > 0 else torch.ones(4))]
    return out
