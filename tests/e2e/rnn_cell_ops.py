# The cell ops as TorchScript spells them (torch.lstm_cell, gru_cell, rnn_tanh_cell,
# rnn_relu_cell), weights given as inputs, the biases omitted (None) and given.
# >>> inputs
# x:float32[batch,3]
# h:float32[batch,2]
# c:float32[batch,2]
# w4:float32[8,3]
# r4:float32[8,2]
# b4:float32[8]
# w3:float32[6,3]
# r3:float32[6,2]
# w1:float32[2,3]
# r1:float32[2,2]
# b1:float32[2]
# <<<
# >>> sets
# x = torch.randn(1, 3); h = torch.randn(1, 2); c = torch.randn(1, 2); w4 = torch.randn(8, 3); r4 = torch.randn(8, 2); b4 = torch.randn(8); w3 = torch.randn(6, 3); r3 = torch.randn(6, 2); w1 = torch.randn(2, 3); r1 = torch.randn(2, 2); b1 = torch.randn(2)
# x = torch.randn(4, 3); h = torch.randn(4, 2); c = torch.randn(4, 2); w4 = torch.randn(8, 3); r4 = torch.randn(8, 2); b4 = torch.randn(8); w3 = torch.randn(6, 3); r3 = torch.randn(6, 2); w1 = torch.randn(2, 3); r1 = torch.randn(2, 2); b1 = torch.randn(2)
# x = torch.randn(2, 3) * 3; h = torch.randn(2, 2); c = torch.randn(2, 2); w4 = torch.randn(8, 3); r4 = torch.randn(8, 2); b4 = torch.randn(8); w3 = torch.randn(6, 3); r3 = torch.randn(6, 2); w1 = torch.randn(2, 3); r1 = torch.randn(2, 2); b1 = torch.randn(2)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, h: Tensor, c: Tensor, w4: Tensor, r4: Tensor, b4: Tensor, w3: Tensor,
      r3: Tensor, w1: Tensor, r1: Tensor, b1: Tensor):
    hy, cy = torch.lstm_cell(x, [h, c], w4, r4, b4, b4 * 0.5)
    hz, cz = torch.lstm_cell(x, [h, c], w4, r4)
    g = torch.gru_cell(x, h, w3, r3)
    g2 = torch.gru_cell(x, h, w3, r3, None, b4[:6])
    t = torch.rnn_tanh_cell(x, h, w1, r1, b1, b1)
    r = torch.rnn_relu_cell(x, h, w1, r1, b_hh=b1)
    return hy, cy, hz, cz, g, g2, t, r
