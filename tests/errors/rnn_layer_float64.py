# A float64 nn.GRU: ONNX Runtime's LSTM, GRU and RNN take float32 only (a located error
# rather than a model ONNX Runtime cannot run).
# >>> inputs
# x:float64[seq,batch,4]
# <<<
# >>> stderr
# rnn_layer_float64.py:21:16: error: aten::gru: a float64 input: only float32 recurrent layers are supported (ONNX Runtime's LSTM, GRU and RNN take float32 only) (inside nn.GRU)
#    21 |         return self.m(x)
#       |                ^~~~~~~~~
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.GRU(4, 3, dtype=torch.float64)

    def forward(self, x: Tensor):
        return self.m(x)
