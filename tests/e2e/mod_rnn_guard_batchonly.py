# A known length (4) and a symbolic batch, batch_first: no sequence check, and for an RNN no
# empty-batch pad and cut either (ONNX Runtime's RNN, unlike its LSTM and GRU, takes an
# empty batch); a 2-layer bidirectional RNN (relu) with h0 given, at batch 0, 1 and 3.
# >>> inputs
# x:float32[batch,4,5]
# h0:float32[4,batch,3]
# <<<
# >>> sets
# x = torch.randn(1, 4, 5); h0 = torch.randn(4, 1, 3)
# x = torch.randn(3, 4, 5); h0 = torch.randn(4, 3, 3)
# x = torch.randn(0, 4, 5); h0 = torch.randn(4, 0, 3)
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.RNN(5, 3, num_layers=2, nonlinearity="relu", bidirectional=True,
                        batch_first=True)

    def forward(self, x: Tensor, h0: Tensor):
        return self.m(x, h0)
