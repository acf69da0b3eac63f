# Copy of examples/greedy_decode.py with input sets: the loop runs 0 times, breaks after 1, 2
# and 4 steps, and runs to max_steps without meeting eos (argmax margins checked >= 0.05).
# >>> inputs
# emb:float32[vocab,hidden]
# u:float32[hidden,hidden]
# w:float32[hidden,vocab]
# start:int64[]
# eos:int64[]
# max_steps:int64[]
# <<<
# >>> sets
# emb = torch.randn(6, 4) * 2; u = torch.randn(4, 4); w = torch.randn(4, 6) * 2; start = 0; eos = 5; max_steps = 10
# emb = torch.randn(9, 5) * 2; u = torch.randn(5, 5); w = torch.randn(5, 9) * 2; start = 0; eos = 3; max_steps = 10
# emb = torch.randn(7, 3) * 2; u = torch.randn(3, 3); w = torch.randn(3, 7) * 2; start = 0; eos = 6; max_steps = 8
# emb = torch.randn(6, 4) * 2; u = torch.randn(4, 4); w = torch.randn(4, 6) * 2; start = 0; eos = 2; max_steps = 5
# emb = torch.randn(10, 6) * 2; u = torch.randn(6, 6); w = torch.randn(6, 10) * 2; start = 0; eos = 0; max_steps = 0
# emb = torch.randn(8, 8) * 2; u = torch.randn(8, 8); w = torch.randn(8, 8) * 2; start = 0; eos = 1; max_steps = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def decoder_step(tok: int, h: Tensor, emb: Tensor, u: Tensor) -> Tensor:
    return torch.tanh(emb[tok] + h @ u)


def f(emb: Tensor, u: Tensor, w: Tensor, start: int, eos: int,
      max_steps: int) -> Tuple[Tensor, int, Tensor]:
    h = torch.zeros(emb.size(1))
    tok = start
    tokens = torch.zeros(0, dtype=torch.long)
    steps = 0
    for _ in range(max_steps):
        h = decoder_step(tok, h, emb, u)
        logits = h @ w
        next_tok = logits.argmax()
        tokens = torch.cat([tokens, next_tok.unsqueeze(0)], 0)
        tok = int(next_tok)
        steps += 1
        if tok == eos:
            break
    return tokens, steps, h
