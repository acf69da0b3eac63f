# >>> inputs
# q:float32[4,2,8]
# kpm:float32[2,4]
# mask:float32[4,4]
# <<<
# >>> stderr
# mod_attn_mha_float_masks_refused.py:30:16: warning: 'raise' cannot be expressed in ONNX: the model computes only the paths that do not reach it (inside nn.MultiheadAttention: RuntimeError: a float key_padding_mask with a float attn_mask: torch fills the attn_mask by it as by a bool mask, which scriptc refuses (give a bool key_padding_mask))
#    30 |         return self.attn(q, q, q, key_padding_mask=kpm, attn_mask=mask)
#       |                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# mod_attn_mha_float_masks_refused.py:30:16: error: 'forward' raises on every path, and ONNX cannot raise: there is no model to write
#    30 |         return self.attn(q, q, q, key_padding_mask=kpm, attn_mask=mask)
#       |                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# nn.MultiheadAttention with a float key_padding_mask and a float attn_mask: torch fills the
# attn_mask by the padding mask as by a bool mask (masked_fill with a float mask), which
# torch 1.13 refuses at run time unless the padding mask holds only 0 and 1 ("Mask tensor
# can take 0 and 1 values only"), and then leaves the attn_mask unchanged; scriptc refuses
# the combination at compile time, located at the call.
import torch
from torch import nn, Tensor
from typing import Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 2)

    def forward(self, q: Tensor, kpm: Tensor, mask: Tensor) -> Tuple[Tensor, Optional[Tensor]]:
        return self.attn(q, q, q, key_padding_mask=kpm, attn_mask=mask)
