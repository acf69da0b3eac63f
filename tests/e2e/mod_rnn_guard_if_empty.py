# The stack of an input whose batch or sequence may be empty is the second branch of an If
# on x.numel() == 0 (build_rnn.c): a batch of 0 gives PyTorch's empty outputs, through
# batch_first too, and a given state of another batch still raises (the empty branch
# reshapes it to [k, 0, hidden]); an empty sequence raises; a bidirectional GRU with h0 and
# an LSTM with (h0, c0), each of one and two layers.
# >>> inputs
# x:float32[batch,seq,5]
# h:float32[2,hb,4]
# c:float32[1,cb,3]
# <<<
# >>> sets
# x = torch.randn(2, 3, 5); h = torch.randn(2, 2, 4); c = torch.randn(1, 2, 3)
# x = torch.randn(1, 1, 5); h = torch.randn(2, 1, 4); c = torch.randn(1, 1, 3)
# x = torch.randn(0, 4, 5); h = torch.randn(2, 0, 4); c = torch.randn(1, 0, 3)
# x = torch.randn(4, 2, 5) * 3; h = torch.randn(2, 4, 4); c = torch.randn(1, 4, 3)
# <<<
# >>> raises
# x = torch.randn(0, 4, 5); h = torch.randn(2, 2, 4); c = torch.randn(1, 0, 3)
# x = torch.randn(0, 4, 5); h = torch.randn(2, 0, 4); c = torch.randn(1, 1, 3)
# x = torch.randn(2, 0, 5); h = torch.randn(2, 2, 4); c = torch.randn(1, 2, 3)
# x = torch.randn(0, 0, 5); h = torch.randn(2, 0, 4); c = torch.randn(1, 0, 3)
# <<<
import torch
from torch import nn, Tensor
from typing import Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(5, 4, bidirectional=True, batch_first=True)
        self.lstm = nn.LSTM(8, 3, batch_first=True)

    def forward(self, x: Tensor, h: Tensor, c: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
        y, hn = self.gru(x, h)
        z, (g, cn) = self.lstm(y, (h[:1, :, :3].contiguous(), c))
        return y, hn, z, g, cn
