# Int lists of run-time sizes (issue 23): lowering builds them of one-element pieces, which
# onnxpeep merges: neighbouring dims of one tensor into one Gather, constants into one
# constant, a 0-d size made 1-d into a Gather of a 1-d index. Sizes read in and out of order,
# negative dims, a size of another tensor with the same symbolic dim, zeros() and expand()
# of run-time sizes, inside a loop body too; loops that run zero times.
# >>> inputs
# x:float32[a,b,c]
# z:float32[a,c]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4); z = torch.randn(2, 4); k = torch.tensor(2)
# x = torch.randn(3, 1, 2); z = torch.randn(3, 2); k = torch.tensor(0)
# x = torch.randn(1, 2, 0); z = torch.randn(1, 0); k = torch.tensor(1)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, z: Tensor, k: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.zeros(x.size(0), x.size(1), x.size(2), 2)
    b = x.reshape(x.size(1), x.size(0), x.size(-1))
    c = z.view(z.size(0), 1, z.size(1)).expand(x.size(0), x.size(1), x.size(2))
    d = x.new_ones([x.size(2), x.size(0)])
    acc = torch.zeros(x.size(0), x.size(2))
    for i in range(int(k)):
        acc = acc + x.reshape(x.size(0), x.size(1), -1).sum(1).view(x.size(0), x.size(2))
    return a, b, c, d, acc
