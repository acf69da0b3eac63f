# pad_packed_sequence drops its mask only where the PackedSequence came out of a recurrent
# layer (ONNX Runtime's layers write zeros past each length) and padding_value is 0: here
# one branch gives a layer's output, the other x packed as it is (whatever x holds past
# each length), so the If joins a packing that needs the mask with one that does not; a
# total_length and a padding_value of -0.5 on the layer's output keep theirs.
# >>> inputs
# x:float32[seq,batch,4]
# lengths:int64[batch]
# flag:bool[]
# <<<
# >>> sets
# x = torch.randn(5, 3, 4); lengths = torch.tensor([5, 1, 3]); flag = True
# x = torch.randn(5, 3, 4); lengths = torch.tensor([5, 1, 3]); flag = False
# x = torch.randn(3, 2, 4); lengths = torch.tensor([2, 1]); flag = False
# x = torch.randn(3, 2, 4); lengths = torch.tensor([2, 1]); flag = True
# x = torch.randn(1, 1, 4); lengths = torch.tensor([1]); flag = True
# <<<
import torch
from torch import nn, Tensor
from typing import Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(4, 4)

    def forward(self, x: Tensor, lengths: Tensor, flag: bool
                ) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
        p = nn.utils.rnn.pack_padded_sequence(x, lengths, enforce_sorted=False)
        o, h = self.gru(p)
        if flag:
            q = o
        else:
            q = p
        y, l = nn.utils.rnn.pad_packed_sequence(q)
        z, _ = nn.utils.rnn.pad_packed_sequence(o, batch_first=True, total_length=6)
        w, _ = nn.utils.rnn.pad_packed_sequence(o, padding_value=-0.5)
        v, _ = nn.utils.rnn.pad_packed_sequence(o)
        return y, z, w, v
