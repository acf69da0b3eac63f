# Greedy decoding with an early exit. A tiny recurrent decoder, weights passed as inputs:
#   h      = tanh(emb[tok] + h @ u)
#   logits = h @ w
#   tok    = argmax(logits)
# The loop runs at most max_steps times and breaks as soon as the end token is produced.
# The decoded tokens are collected by growing a tensor with torch.cat (its length changes on
# every iteration), and the number of steps and final hidden state are returned with them.
#
#   scriptc examples/greedy_decode.py --input 'emb:float32[vocab,hidden]' \
#           --input 'u:float32[hidden,hidden]' --input 'w:float32[hidden,vocab]' \
#           --input 'start:int64[]' --input 'eos:int64[]' --input 'max_steps:int64[]'
#
# >>> inputs
# emb:float32[vocab,hidden]
# u:float32[hidden,hidden]
# w:float32[hidden,vocab]
# start:int64[]
# eos:int64[]
# max_steps:int64[]
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
