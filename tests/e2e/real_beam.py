# A small beam search as users write it: a list of (score, tokens) hypotheses of run-time
# length, topk over scores, a finished list, and a break when every beam is done.
# >>> inputs
# logp:float32[T,5]
# beam:int64[]
# <<<
# >>> sets
# logp = torch.log_softmax(torch.randn(4, 5), 1); beam = 2
# logp = torch.log_softmax(torch.randn(3, 5), 1); beam = 1
# logp = torch.log_softmax(torch.randn(1, 5), 1); beam = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(logp: Tensor, beam: int) -> Tuple[Tensor, int, Tensor]:
    hyps: List[Tuple[float, Tensor]] = [(0.0, torch.zeros(0, dtype=torch.int64))]
    finished: List[Tuple[float, Tensor]] = []
    for t in range(logp.size(0)):
        cand: List[Tuple[float, Tensor]] = []
        for score, toks in hyps:
            top = torch.topk(logp[t], beam)
            for j in range(beam):
                tok = top.indices[j].reshape(1)
                s = score + float(top.values[j])
                if int(tok) == 0:
                    finished.append((s, torch.cat([toks, tok])))
                else:
                    cand.append((s, torch.cat([toks, tok])))
        if len(cand) == 0:
            break
        scores = torch.tensor([c[0] for c in cand])
        keep = torch.topk(scores, min(beam, len(cand))).indices
        hyps = [cand[int(k)] for k in keep]
    best = torch.zeros(0, dtype=torch.int64)
    best_s = -1.0e9
    for s, toks in finished + hyps:
        if s > best_s:
            best_s = s
            best = toks
    return best, len(finished), torch.tensor(best_s)
