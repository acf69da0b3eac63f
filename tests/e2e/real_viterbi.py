# Viterbi decoding as users write it: row writes score[t] = ... and back[t] = ... into
# preallocated tensors in a loop with a run-time bound, .max(0) of a broadcast sum, int() of
# tensor elements, a backtracking loop counting down that appends to a List[int], reverse(),
# torch.tensor of the path and float() of the best score. T = 1 (no step), 2 and several.
# >>> inputs
# emissions:float32[T,4]
# transitions:float32[4,4]
# <<<
# >>> sets
# emissions = torch.randn(1, 4); transitions = torch.randn(4, 4)
# emissions = torch.randn(2, 4); transitions = torch.randn(4, 4)
# emissions = torch.randn(7, 4); transitions = torch.randn(4, 4)
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(emissions: Tensor, transitions: Tensor) -> Tuple[Tensor, float]:
    T = emissions.size(0)
    K = emissions.size(1)
    score = torch.zeros(T, K)
    back = torch.zeros(T, K, dtype=torch.long)
    score[0] = emissions[0]
    for t in range(1, T):
        cand = score[t - 1].unsqueeze(1) + transitions
        best = cand.max(0)
        score[t] = best.values + emissions[t]
        back[t] = best.indices
    last = int(score[T - 1].argmax())
    path: List[int] = [last]
    for t in range(T - 1, 0, -1):
        last = int(back[t, last])
        path.append(last)
    path.reverse()
    return torch.tensor(path), float(score[T - 1].max())
