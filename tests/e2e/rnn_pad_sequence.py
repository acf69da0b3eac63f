# nn.utils.rnn.pad_sequence of a list of tensors of symbolic lengths: padded to the longest
# (the max of the lengths at run time), time first or batch_first, with padding_value; 2-d
# sequences (features) and 1-d ones (token ids, int64: the float padding_value made an int
# as PyTorch's new_full makes it); a sequence of length 0, and all of one length.
# >>> inputs
# a:float32[la,3]
# b:float32[lb,3]
# c:float32[lc,3]
# i:int64[li]
# j:int64[lj]
# <<<
# >>> sets
# a = torch.randn(2, 3); b = torch.randn(5, 3); c = torch.randn(1, 3); i = torch.tensor([1, 2, 3]); j = torch.tensor([4])
# a = torch.randn(4, 3); b = torch.randn(4, 3); c = torch.randn(4, 3); i = torch.tensor([7, 8]); j = torch.tensor([9, 10])
# a = torch.randn(0, 3); b = torch.randn(2, 3); c = torch.randn(3, 3); i = torch.tensor([], dtype=torch.int64); j = torch.tensor([5, 6, 7])
# a = torch.randn(0, 3); b = torch.randn(0, 3); c = torch.randn(0, 3); i = torch.tensor([], dtype=torch.int64); j = torch.tensor([], dtype=torch.int64)
# <<<
import torch
from torch import nn, Tensor
from torch.nn.utils.rnn import pad_sequence
from typing import Tuple


def f(a: Tensor, b: Tensor, c: Tensor, i: Tensor, j: Tensor
      ) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return (pad_sequence([a, b, c]),
            pad_sequence([a, b, c], batch_first=True, padding_value=-2.5),
            nn.utils.rnn.pad_sequence([c, a], True, float("inf")),
            pad_sequence([i, j, i], batch_first=True, padding_value=-1.5))
