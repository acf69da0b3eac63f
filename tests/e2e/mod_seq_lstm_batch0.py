# nn.LSTM (batch_first) with a batch of 0 rows (empty outputs, as PyTorch gives them) beside
# batch 1 and 2, lengths 1 and 3; states given.
# >>> inputs
# x:float32[batch,T,3]
# h:float32[1,batch,4]
# c:float32[1,batch,4]
# <<<
# >>> sets
# x = torch.randn(0, 2, 3); h = torch.randn(1, 0, 4); c = torch.randn(1, 0, 4)
# x = torch.randn(1, 1, 3); h = torch.randn(1, 1, 4); c = torch.randn(1, 1, 4)
# x = torch.randn(2, 3, 3); h = torch.randn(1, 2, 4); c = torch.randn(1, 2, 4)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(3, 4, batch_first=True)

    def forward(self, x: Tensor, h: Tensor, c: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
        y, (h2, c2) = self.lstm(x, (h, c))
        return y, h2, c2
