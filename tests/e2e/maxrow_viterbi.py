# A Viterbi decode (issue 23): per step the max over the transitions from every previous
# state with its argmax as the back pointer, then the backtrace loop from the best last
# state. One step (T = 1) runs both loops zero times.  bench/ort_latency/loops/viterbi.py with
# NaN, ties and -inf in the scores.
# >>> inputs
# emit:float32[T,S]
# trans:float32[S,S]
# <<<
# >>> sets
# emit = torch.randn(60, 8); trans = torch.randn(8, 8)
# emit = torch.randn(1, 5); trans = torch.randn(5, 5)
# emit = torch.randn(100, 12); trans = torch.randn(12, 12)
# emit = torch.tensor([[0.0, 0.0, 1.0], [float('nan'), 0.0, 0.0], [1.0, 1.0, 1.0], [float('-inf'), 0.0, float('-inf')]]); trans = torch.zeros(3, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def viterbi(emit: Tensor, trans: Tensor) -> Tuple[Tensor, Tensor]:
    n = emit.size(0)
    score = emit[0]
    back = torch.zeros(n, emit.size(1), dtype=torch.long)
    for t in range(1, n):
        best, arg = (score.unsqueeze(1) + trans).max(0)
        score = best + emit[t]
        back[t] = arg
    best_score, last = score.max(0)
    path = torch.zeros(n, dtype=torch.long)
    path[n - 1] = last
    for t in range(n - 1, 0, -1):
        last = back[t][last]
        path[t - 1] = last
    return best_score, path
