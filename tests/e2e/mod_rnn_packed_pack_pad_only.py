# pack_padded_sequence then pad_packed_sequence with no layer between: the input's first
# max(lengths) steps, padding past each length (batch first, and time first for a 2-d
# input); lengths given as int32 are taken as int64, as torch.as_tensor takes them.
# >>> inputs
# x:float32[batch,seq,2]
# t:float32[seq,batch]
# lengths:int32[batch]
# <<<
# >>> sets
# x = torch.randn(3, 5, 2); t = torch.randn(5, 3); lengths = torch.tensor([2, 4, 1], dtype=torch.int32)
# x = torch.randn(2, 3, 2); t = torch.randn(3, 2); lengths = torch.tensor([3, 3], dtype=torch.int32)
# x = torch.randn(1, 4, 2); t = torch.randn(4, 1); lengths = torch.tensor([1], dtype=torch.int32)
# <<<
import torch
from torch import nn, Tensor


def f(x: Tensor, t: Tensor, lengths: Tensor):
    p = nn.utils.rnn.pack_padded_sequence(x, lengths, batch_first=True, enforce_sorted=False)
    y, l = nn.utils.rnn.pad_packed_sequence(p, batch_first=True, padding_value=7.0)
    q = nn.utils.rnn.pack_padded_sequence(t, lengths, enforce_sorted=False)
    z, _ = nn.utils.rnn.pad_packed_sequence(q)
    return y, l, z
