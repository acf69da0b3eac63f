# nn.RNN (relu, 2 layers) fed a run-time number of chunks of the sequence in a for loop, the
# state carried from chunk to chunk (streaming); chunks of length 1.
# >>> inputs
# x:float32[batch,T,3]
# <<<
# >>> sets
# x = torch.randn(1, 1, 3)
# x = torch.randn(2, 4, 3)
# x = torch.randn(3, 2, 3)
# <<<
# >>> min-opset
# 13
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.rnn = nn.RNN(3, 4, num_layers=2, nonlinearity='relu', batch_first=True)

    def forward(self, x: Tensor) -> Tuple[Tensor, Tensor]:
        h = torch.zeros(2, x.size(0), 4)
        outs: List[Tensor] = []
        for t in range(x.size(1)):
            y, h = self.rnn(x[:, t:t + 1], h)
            outs.append(y)
        return torch.cat(outs, 1), h
