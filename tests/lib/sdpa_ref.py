"""F.scaled_dot_product_attention for the truth's PyTorch 1.13, which lacks it (it is
PyTorch 2.x API). tests/lib/truth.py installs it as torch.nn.functional's when absent, so
that torch.jit.script of a case calling F.scaled_dot_product_attention compiles it.

This is the reference implementation of PyTorch 2.x's documentation
(https://pytorch.org/docs/stable/generated/torch.nn.functional.scaled_dot_product_attention.html),
written so TorchScript 1.13 compiles it: the documentation builds an (L, S) bias in place
(masked_fill_ of the mask into it), which cannot broadcast a batched mask into it, so here
the bias takes the mask's shape and is added to the scores; dropout is left out (eval: the
compiled models are in eval mode, and dropout_p > 0 would draw at random). documented()
below is the documentation's text itself; tests/unit/sdpa_ref.py checks that both agree
wherever the documentation's in-place form runs.
"""
import math
from typing import Optional

import torch
from torch import Tensor


def scaled_dot_product_attention(query: Tensor, key: Tensor, value: Tensor,
                                 attn_mask: Optional[Tensor] = None, dropout_p: float = 0.0,
                                 is_causal: bool = False,
                                 scale: Optional[float] = None) -> Tensor:
    L, S = query.size(-2), key.size(-2)
    if scale is None:
        scale_factor = 1 / math.sqrt(query.size(-1))
    else:
        scale_factor = scale
    attn_bias = torch.zeros(L, S, dtype=query.dtype)
    if is_causal:
        if attn_mask is not None:
            raise RuntimeError("_scaled_dot_product_attention: Explicit attn_mask should "
                               "not be set when is_causal=True")
        temp_mask = torch.ones(L, S, dtype=torch.bool).tril(diagonal=0)
        attn_bias = attn_bias.masked_fill(temp_mask.logical_not(), float("-inf"))
    if attn_mask is not None:
        if attn_mask.dtype == torch.bool:
            attn_bias = attn_bias.masked_fill(attn_mask.logical_not(), float("-inf"))
        else:
            attn_bias = attn_mask + attn_bias
    attn_weight = query @ key.transpose(-2, -1) * scale_factor
    attn_weight = attn_weight + attn_bias
    attn_weight = torch.softmax(attn_weight, dim=-1)
    return attn_weight @ value


def documented(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False,
               scale=None):
    """the documentation's reference, as written there (less enable_gqa and the device)"""
    L, S = query.size(-2), key.size(-2)
    scale_factor = 1 / math.sqrt(query.size(-1)) if scale is None else scale
    attn_bias = torch.zeros(L, S, dtype=query.dtype)
    if is_causal:
        assert attn_mask is None
        temp_mask = torch.ones(L, S, dtype=torch.bool).tril(diagonal=0)
        attn_bias.masked_fill_(temp_mask.logical_not(), float("-inf"))
        attn_bias.to(query.dtype)

    if attn_mask is not None:
        if attn_mask.dtype == torch.bool:
            attn_bias.masked_fill_(attn_mask.logical_not(), float("-inf"))
        else:
            attn_bias = attn_mask + attn_bias

    attn_weight = query @ key.transpose(-2, -1) * scale_factor
    attn_weight += attn_bias
    attn_weight = torch.softmax(attn_weight, dim=-1)
    attn_weight = torch.dropout(attn_weight, dropout_p, train=True)
    return attn_weight @ value


def install():
    """torch.nn.functional.scaled_dot_product_attention, where the PyTorch lacks it"""
    import torch.nn.functional as F
    if not hasattr(F, "scaled_dot_product_attention"):
        F.scaled_dot_product_attention = scaled_dot_product_attention
