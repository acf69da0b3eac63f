# >>> inputs
# x:float32[5,2,8]
# <<<
# >>> stderr
# mod_attn_encoder_custom_layer_refused.py:30:20: error: __init__ raises ValueError: scriptc: TransformerEncoder copies an nn.TransformerEncoderLayer only (torch deep-copies any module) (inside nn.TransformerEncoder)
#    30 |         self.enc = nn.TransformerEncoder(MyLayer(), 2)
#       |                    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# nn.TransformerEncoder deep-copies any module in torch; scriptc builds each copy anew from
# an nn.TransformerEncoderLayer's configuration, so another layer class is refused (located
# at the line that builds the encoder).
import torch
from torch import nn, Tensor
from typing import Optional


class MyLayer(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(8, 8)

    def forward(self, src: Tensor, src_mask: Optional[Tensor] = None,
                src_key_padding_mask: Optional[Tensor] = None) -> Tensor:
        return self.fc(src)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.TransformerEncoder(MyLayer(), 2)

    def forward(self, x: Tensor) -> Tensor:
        return self.enc(x)
