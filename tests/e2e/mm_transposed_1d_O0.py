# mm_transposed_1d at -O0 (no folding, no DCE): the same lowering must hold on the unoptimized IR.
# >>> options
# -O0
# <<<
# A 1-d operand of matmul with a transposed or permuted other operand: ONNX Runtime's default
# graph optimizations fuse Transpose + MatMul into one FusedMatMul that computes `m @ a` for
# `m.t() @ a` (issue 18, item 5); the 1-d operand is made 2-d around the MatMul instead.
# Left and right, 2-d and batched, transpose/permute/.T/.mT, matmul/@/mv-like, F.linear.
# >>> inputs
# m:float32[3,4]
# a:float32[3]
# c:float32[B,3,4]
# d:float32[B,4,3]
# p:float32[3,B,4]
# e:float32[4]
# <<<
# >>> sets
# m = torch.randn(3, 4); a = torch.randn(3); c = torch.randn(2, 3, 4); d = torch.randn(2, 4, 3); p = torch.randn(3, 2, 4); e = torch.randn(4)
# m = torch.randn(3, 4); a = torch.randn(3); c = torch.randn(5, 3, 4); d = torch.randn(5, 4, 3); p = torch.randn(3, 5, 4); e = torch.randn(4)
# m = torch.randn(3, 4); a = torch.randn(3); c = torch.randn(1, 3, 4); d = torch.randn(1, 4, 3); p = torch.randn(3, 1, 4); e = torch.randn(4)
# <<<
import torch
from torch import Tensor
from typing import List
import torch.nn.functional as F


def f(m: Tensor, a: Tensor, c: Tensor, d: Tensor, p: Tensor, e: Tensor) -> List[Tensor]:
    return [
        m.t() @ a,
        torch.matmul(m.transpose(0, 1), a),
        m.T @ a,
        c.transpose(1, 2) @ a,
        c.permute(0, 2, 1) @ a,
        p.permute(1, 2, 0) @ a,
        d.transpose(1, 2) @ e,
        e @ m.t(),
        a @ m.t().t(),
        e @ c.transpose(1, 2),
        a @ d.transpose(1, 2),
        torch.matmul(a, d.permute(0, 2, 1)),
        e @ d,
        m.t() @ m,
        m @ m.t(),
        c.transpose(1, 2) @ c,
        torch.bmm(c.transpose(1, 2), c),
        torch.mm(m.t(), m),
        a @ a,
        m.t()[0] @ a,
        F.linear(a, m.t()),
        F.linear(e, m),
        F.linear(e, m.t().t(), torch.ones(3)),
    ]
