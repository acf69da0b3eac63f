# Lengths computed in the model from the padding (token 0), as taggers do: an LSTM over
# the embedded tokens packed by them, enforce_sorted=False, batch first.
# >>> inputs
# tokens:int64[batch,seq]
# <<<
# >>> sets
# tokens = torch.tensor([[3, 4, 0, 0], [5, 6, 7, 8], [9, 0, 0, 0]])
# tokens = torch.tensor([[1, 2, 3], [4, 5, 0]])
# tokens = torch.tensor([[7]])
# tokens = torch.tensor([[1, 0, 0, 0, 0], [2, 3, 4, 0, 0], [5, 6, 7, 8, 9], [1, 1, 0, 0, 0]])
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 6, padding_idx=0)
        self.lstm = nn.LSTM(6, 4, batch_first=True, bidirectional=True)

    def forward(self, tokens: Tensor):
        lengths = (tokens != 0).sum(1)
        p = nn.utils.rnn.pack_padded_sequence(self.emb(tokens), lengths, batch_first=True,
                                              enforce_sorted=False)
        o, _ = self.lstm(p)
        y, _ = nn.utils.rnn.pad_packed_sequence(o, batch_first=True,
                                                total_length=tokens.size(1))
        return y
