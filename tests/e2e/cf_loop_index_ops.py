# Indexing ops inside a loop: index_select, where, gather, narrow, argmax, masked_fill; the
# argmax result picks the row read on the next iteration (argmax margins checked >= 0.01).
# >>> inputs
# table:float32[r,c]
# start:int64[]
# k:int64[]
# <<<
# >>> sets
# table = torch.randn(4, 3); start = 0; k = 0
# table = torch.randn(5, 4); start = 2; k = 1
# table = torch.randn(3, 5); start = 1; k = 5
# table = torch.randn(6, 2); start = 5; k = 7
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(table: Tensor, start: int, k: int) -> Tuple[Tensor, Tensor, int]:
    row = start
    acc = torch.zeros(table.size(1))
    for _ in range(k):
        r = table.index_select(0, torch.zeros(1, dtype=torch.long) + row).squeeze(0)
        acc = acc + torch.where(r > 0, r, r * 0.1)
        g = torch.gather(acc, 0, acc.size(0) - 1 - torch.arange(acc.size(0)))
        row = int((g.narrow(0, 0, 2).argmax() + row + 1) % table.size(0))
    return acc, acc.masked_fill(acc < 0, 0.0), row
