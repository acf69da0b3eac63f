# F.embedding and torch.embedding: indices of any shape (0-d, 1-d, 2-d, empty), int64 and
# int32, padding_idx (it only stops gradients: the row is read as it is), weights of float,
# float64, int64 and bool; a symbolic number of rows; negative or too large indices raise,
# as in PyTorch (ONNX's Gather would take a negative one from the end)
# >>> inputs
# w:float32[v,3]
# i:int64[b,n]
# j:int32[4]
# k:int64[]
# e:int64[0,2]
# d:float64[5,2]
# <<<
# >>> sets
# w = torch.randn(6, 3); i = torch.randint(0, 6, (2, 5)); j = torch.tensor([0, 5, 1, 1], dtype=torch.int32); k = 2; e = torch.zeros(0, 2, dtype=torch.long); d = torch.randn(5, 2, dtype=torch.float64)
# w = torch.randn(9, 3); i = torch.randint(0, 9, (3, 1)); j = torch.tensor([8, 0, 0, 7], dtype=torch.int32); k = 8; e = torch.zeros(0, 2, dtype=torch.long); d = torch.randn(5, 2, dtype=torch.float64)
# w = torch.randn(6, 3); i = torch.randint(0, 6, (0, 4)); j = torch.tensor([1, 1, 1, 1], dtype=torch.int32); k = 0; e = torch.zeros(0, 2, dtype=torch.long); d = torch.randn(5, 2, dtype=torch.float64)
# <<<
# >>> raises
# w = torch.randn(6, 3); i = torch.tensor([[0, -1]]); j = torch.tensor([0, 5, 1, 1], dtype=torch.int32); k = 2; e = torch.zeros(0, 2, dtype=torch.long); d = torch.randn(5, 2, dtype=torch.float64)
# w = torch.randn(6, 3); i = torch.tensor([[0, 6]]); j = torch.tensor([0, 5, 1, 1], dtype=torch.int32); k = 2; e = torch.zeros(0, 2, dtype=torch.long); d = torch.randn(5, 2, dtype=torch.float64)
# w = torch.randn(6, 3); i = torch.tensor([[0, 1]]); j = torch.tensor([0, -5, 1, 1], dtype=torch.int32); k = 2; e = torch.zeros(0, 2, dtype=torch.long); d = torch.randn(5, 2, dtype=torch.float64)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(w: Tensor, i: Tensor, j: Tensor, k: int, e: Tensor, d: Tensor) -> List[Tensor]:
    return [
        F.embedding(i, w),
        F.embedding(j, w, padding_idx=1),
        F.embedding(torch.tensor(k), w),
        F.embedding(e, w, padding_idx=-1),
        torch.embedding(w, i),
        torch.embedding(w, j, 0, False, False),
        F.embedding(i % 5, d),
        F.embedding(j, torch.arange(30).view(10, 3)),
        F.embedding(i, w > 0).to(torch.int64),
    ]
