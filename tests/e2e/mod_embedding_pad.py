# An Embedding with padding_idx (its row is part of the weights like any other in eval),
# summed over the sequence, then a Linear. Wrong if indices are looked up in the wrong
# table or the int64 input is converted.
# >>> inputs
# ids:int64[batch,seq]
# <<<
# >>> sets
# ids = torch.randint(0, 10, (2, 5))
# ids = torch.tensor([[0, 0, 1]])
# ids = torch.randint(0, 10, (4, 2))
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 4, padding_idx=0)
        self.fc = nn.Linear(4, 2)

    def forward(self, ids: Tensor) -> Tensor:
        return self.fc(self.emb(ids).sum(dim=1))
