# A matrix @ vector is one MatMul where the matrix comes from an operator ONNX Runtime's
# transpose optimizer moves no Transpose through (MatMul, Gemm, ConcatFromSequence,
# SequenceAt): its Transpose + MatMul fusion would compute m @ a for m.t() @ a with a 1-d a
# (mm_transposed_1d).  Transposed matrices go into each of those (a stack of transposed
# rows, a list holding m.t(), a product with b.t(), F.linear), on both sides of the @, in a
# decoding loop that stacks what it appends; a vector of a length known only at run time
# keeps the 2-d form (an empty one).
# >>> min-opset
# 13
# <<<
# >>> inputs
# m:float32[4,4]
# b:float32[4,4]
# q:float32[4]
# r:float32[k]
# n:int64[]
# <<<
# >>> sets
# m = torch.randn(4, 4); b = torch.randn(4, 4); q = torch.randn(4); r = torch.randn(4); n = 3
# m = torch.randn(4, 4); b = torch.randn(4, 4); q = torch.randn(4); r = torch.randn(0); n = 0
# m = torch.tensor([[1.0, 2.0, 3.0, 4.0], [0.0, 1.0, 0.0, 0.0], [5.0, 0.0, 0.0, 1.0], [0.0, 0.0, 0.0, 1.0]]); b = torch.eye(4); q = torch.tensor([1.0, -1.0, 2.0, 0.5]); r = torch.ones(4); n = 1
# <<<
import torch
from torch import Tensor
from typing import List, Tuple
import torch.nn.functional as F


def f(m: Tensor, b: Tensor, q: Tensor, r: Tensor, n: int) -> Tuple[List[Tensor], Tensor]:
    mt = m.t()
    rows = torch.stack([mt[0], mt[1], mt[2], mt[3]])
    ms: List[Tensor] = [mt, m]
    outs = [
        rows @ q,
        q @ rows,
        ms[0] @ q,
        q @ ms[n % 2],
        (m @ b.t()) @ q,
        q @ (b.t() @ m.t()),
        F.linear(m, b) @ q,
        torch.mm(mt, b.t()).t() @ q,
        torch.stack([r, r * 2.0]) @ r,
        r @ torch.stack([r, r], 1),
        (torch.stack([r, r]) @ torch.diag(r)) @ r,
        r @ (torch.diag(r) @ torch.stack([r, r], 1)),
    ]
    keys: List[Tensor] = [mt @ q]
    h = q
    for i in range(n):
        k = torch.stack(keys)
        h = torch.tanh(k.t() @ torch.softmax(k @ h, 0))
        keys.append(m.t() @ h + float(i))
    return outs, torch.stack(keys) @ h
