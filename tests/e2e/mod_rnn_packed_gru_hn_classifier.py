# A sentence classifier's use of packing: only h_n is read (the two directions' final
# states concatenated, then a Linear), imported as names from torch.nn.utils.rnn.
# >>> inputs
# tokens:int64[batch,seq]
# lengths:int64[batch]
# <<<
# >>> sets
# tokens = torch.randint(1, 20, (3, 6)); lengths = torch.tensor([6, 2, 4])
# tokens = torch.randint(1, 20, (2, 3)); lengths = torch.tensor([1, 3])
# tokens = torch.randint(1, 20, (1, 1)); lengths = torch.tensor([1])
# <<<
import torch
from torch import nn, Tensor
from torch.nn.utils.rnn import pack_padded_sequence


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(20, 8, padding_idx=0)
        self.gru = nn.GRU(8, 6, bidirectional=True, batch_first=True)
        self.out = nn.Linear(12, 3)

    def forward(self, tokens: Tensor, lengths: Tensor):
        p = pack_padded_sequence(self.emb(tokens), lengths, batch_first=True,
                                 enforce_sorted=False)
        _, h = self.gru(p)
        return self.out(torch.cat([h[-2], h[-1]], dim=1))
