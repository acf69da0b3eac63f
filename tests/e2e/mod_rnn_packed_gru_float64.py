# A float64 2-layer GRU (the Loop fallback: ONNX Runtime's GRU is float32 only) over a
# sorted packed batch, batch first, h0 given.
# >>> inputs
# x:float64[batch,seq,3]
# lengths:int64[batch]
# h0:float64[2,batch,4]
# <<<
# >>> sets
# x = torch.randn(3, 5, 3, dtype=torch.float64); lengths = torch.tensor([5, 4, 2]); h0 = torch.randn(2, 3, 4, dtype=torch.float64)
# x = torch.randn(1, 3, 3, dtype=torch.float64); lengths = torch.tensor([1]); h0 = torch.randn(2, 1, 4, dtype=torch.float64)
# x = torch.randn(2, 2, 3, dtype=torch.float64); lengths = torch.tensor([2, 2]); h0 = torch.randn(2, 2, 4, dtype=torch.float64)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(3, 4, num_layers=2, batch_first=True, dtype=torch.float64)

    def forward(self, x: Tensor, lengths: Tensor, h0: Tensor):
        p = nn.utils.rnn.pack_padded_sequence(x, lengths, batch_first=True)
        o, h = self.gru(p, h0)
        y, l = nn.utils.rnn.pad_packed_sequence(o, batch_first=True)
        return y, l, h
