# The Transformer encoder bench/models/seq.py measures (issue 21, "Figures to print"): six
# nn.TransformerEncoderLayer (d_model 512, 8 heads, dim_feedforward 2048, PyTorch's
# defaults otherwise: post-norm, relu, sequence-first), as a model's forward on an input
# of [seq, batch, 512].
#
# >>> inputs
# src:float32[seq,batch,512]
# <<<
import torch
from torch import nn, Tensor


class Encoder(nn.Module):
    def __init__(self, d_model: int = 512, nhead: int = 8, dim_feedforward: int = 2048,
                 num_layers: int = 6):
        super().__init__()
        layer = nn.TransformerEncoderLayer(d_model, nhead, dim_feedforward)
        self.encoder = nn.TransformerEncoder(layer, num_layers)

    def forward(self, src: Tensor) -> Tensor:
        return self.encoder(src)
