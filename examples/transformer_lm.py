# A decoder-only Transformer language model (GPT-2's layout, as nanoGPT writes it: wte, wpe,
# blocks of ln_1, attn.c_attn, attn.c_proj, ln_2, mlp.c_fc, mlp.c_proj, then ln_f and an
# lm_head tied to wte) and greedy generation with a key/value cache that grows by one
# position per generated token.
#
#   scriptc examples/transformer_lm.py --weights gpt.safetensors \
#       --input 'idx:int64[batch,prompt]' --input 'max_new_tokens:int64[]'
#
# Without --weights the parameters are graph inputs named by their state_dict keys. Checked
# against the same module run by torch.jit.script, with weights written by
# tools/to_safetensors.py: tests/lib/decode_examples.py (the checks examples/decode/gpt_*).
#
# >>> inputs
# idx:int64[batch,prompt]
# max_new_tokens:int64[]
# <<<
import math
from typing import List, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch import Tensor


class CausalSelfAttention(nn.Module):
    def __init__(self, n_embd, n_head):
        super().__init__()
        assert n_embd % n_head == 0
        self.c_attn = nn.Linear(n_embd, 3 * n_embd)
        self.c_proj = nn.Linear(n_embd, n_embd)
        self.n_head = n_head
        self.n_embd = n_embd

    def forward(self, x: Tensor, k_cache: Tensor, v_cache: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
        B, T, C = x.size()
        q, k, v = self.c_attn(x).split(self.n_embd, dim=2)
        k = k.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        q = q.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        v = v.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        k = torch.cat([k_cache, k], dim=2)
        v = torch.cat([v_cache, v], dim=2)
        S = k.size(2)
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
        # query i sits at position S - T + i and sees the keys up to it
        mask = torch.ones(T, S, dtype=torch.bool).tril(diagonal=S - T)
        att = att.masked_fill(~mask, float('-inf'))
        att = F.softmax(att, dim=-1)
        y = att @ v
        y = y.transpose(1, 2).contiguous().view(B, T, C)
        return self.c_proj(y), k, v


class MLP(nn.Module):
    def __init__(self, n_embd):
        super().__init__()
        self.c_fc = nn.Linear(n_embd, 4 * n_embd)
        self.gelu = nn.GELU(approximate='tanh')
        self.c_proj = nn.Linear(4 * n_embd, n_embd)

    def forward(self, x: Tensor) -> Tensor:
        return self.c_proj(self.gelu(self.c_fc(x)))


class Block(nn.Module):
    def __init__(self, n_embd, n_head):
        super().__init__()
        self.ln_1 = nn.LayerNorm(n_embd)
        self.attn = CausalSelfAttention(n_embd, n_head)
        self.ln_2 = nn.LayerNorm(n_embd)
        self.mlp = MLP(n_embd)

    def forward(self, x: Tensor, k_cache: Tensor, v_cache: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
        a, k, v = self.attn(self.ln_1(x), k_cache, v_cache)
        x = x + a
        x = x + self.mlp(self.ln_2(x))
        return x, k, v


class GPT(nn.Module):
    def __init__(self, vocab_size=1024, block_size=128, n_layer=4, n_head=4, n_embd=128):
        super().__init__()
        self.block_size = block_size
        self.n_head = n_head
        self.n_embd = n_embd
        self.wte = nn.Embedding(vocab_size, n_embd)
        self.wpe = nn.Embedding(block_size, n_embd)
        self.h = nn.ModuleList([Block(n_embd, n_head) for _ in range(n_layer)])
        self.ln_f = nn.LayerNorm(n_embd)
        self.lm_head = nn.Linear(n_embd, vocab_size, bias=False)
        self.lm_head.weight = self.wte.weight  # weight tying

    def step(self, idx: Tensor, pos0: int, ks: List[Tensor],
             vs: List[Tensor]) -> Tuple[Tensor, List[Tensor], List[Tensor]]:
        """the logits of the last position of idx (its first token at position pos0), and
        the caches grown by idx's positions"""
        T = idx.size(1)
        pos = torch.arange(pos0, pos0 + T, dtype=torch.long)
        x = self.wte(idx) + self.wpe(pos)
        new_ks: List[Tensor] = []
        new_vs: List[Tensor] = []
        for i, block in enumerate(self.h):
            x, k, v = block(x, ks[i], vs[i])
            new_ks.append(k)
            new_vs.append(v)
        x = self.ln_f(x[:, -1, :])
        return self.lm_head(x), new_ks, new_vs

    def forward(self, idx: Tensor, max_new_tokens: int) -> Tensor:
        """idx [batch, prompt] followed by max_new_tokens greedy tokens (the context must fit
        block_size)"""
        B = idx.size(0)
        empty = torch.zeros(B, self.n_head, 0, self.n_embd // self.n_head)
        ks: List[Tensor] = []
        vs: List[Tensor] = []
        for _ in range(len(self.h)):
            ks.append(empty)
            vs.append(empty)
        logits, ks, vs = self.step(idx, 0, ks, vs)
        out = idx
        for _ in range(max_new_tokens):
            nxt = logits.argmax(dim=-1, keepdim=True)
            out = torch.cat([out, nxt], dim=1)
            logits, ks, vs = self.step(nxt, out.size(1) - 1, ks, vs)
        return out
