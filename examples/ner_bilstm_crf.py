# A BiLSTM-CRF named-entity tagger (the layout of PyTorch's "Advanced: Making Dynamic
# Decisions and the Bi-LSTM CRF" tutorial, batched as taggers serve it): embeddings, a
# bidirectional LSTM over padded sentences packed by their lengths, emission scores, and
# Viterbi decoding of the best tag sequence of each sentence under the learned transition
# scores, over the padded batch. Padding positions get the tag -1.
#
#   scriptc examples/ner_bilstm_crf.py --weights ner.safetensors \
#       --input 'tokens:int64[batch,seq]' --input 'lengths:int64[batch]'
from typing import List, Tuple

import torch
import torch.nn as nn
from torch import Tensor


class BiLSTM_CRF(nn.Module):
    def __init__(self, vocab_size=5000, tagset_size=9, embedding_dim=100, hidden_dim=128):
        super(BiLSTM_CRF, self).__init__()
        self.tagset_size = tagset_size
        self.word_embeds = nn.Embedding(vocab_size, embedding_dim, padding_idx=0)
        self.lstm = nn.LSTM(embedding_dim, hidden_dim // 2, num_layers=1, bidirectional=True,
                            batch_first=True)
        self.hidden2tag = nn.Linear(hidden_dim, tagset_size)
        # transitions[i, j]: the score of moving from tag i to tag j
        self.transitions = nn.Parameter(torch.randn(tagset_size, tagset_size))
        self.start_transitions = nn.Parameter(torch.randn(tagset_size))
        self.end_transitions = nn.Parameter(torch.randn(tagset_size))

    def emissions(self, tokens: Tensor, lengths: Tensor) -> Tensor:
        embeds = self.word_embeds(tokens)
        packed = nn.utils.rnn.pack_padded_sequence(embeds, lengths, batch_first=True,
                                                   enforce_sorted=False)
        out, _ = self.lstm(packed)
        out, _ = nn.utils.rnn.pad_packed_sequence(out, batch_first=True,
                                                  total_length=tokens.size(1))
        return self.hidden2tag(out)

    def viterbi(self, emissions: Tensor, lengths: Tensor) -> Tuple[Tensor, Tensor]:
        """the best path's score and tags [batch, seq] (-1 past each length)"""
        batch, seq, _ = emissions.shape
        score = self.start_transitions + emissions[:, 0]
        history: List[Tensor] = []
        for t in range(1, seq):
            # best previous tag for each (row, tag), and its score
            step = score.unsqueeze(2) + self.transitions + emissions[:, t].unsqueeze(1)
            best, idx = step.max(dim=1)
            live = (t < lengths).unsqueeze(1)
            score = torch.where(live, best, score)
            history.append(idx)
        score = score + self.end_transitions
        best_score, cur = score.max(dim=1)
        tags: List[Tensor] = [torch.where(lengths > seq - 1, cur, torch.full_like(cur, -1))]
        for t in range(seq - 1, 0, -1):
            prev = history[t - 1].gather(1, cur.unsqueeze(1)).squeeze(1)
            cur = torch.where(t < lengths, prev, cur)
            tags.append(torch.where(lengths > t - 1, cur, torch.full_like(cur, -1)))
        tags.reverse()
        return best_score, torch.stack(tags, dim=1)

    def forward(self, tokens: Tensor, lengths: Tensor) -> Tuple[Tensor, Tensor]:
        return self.viterbi(self.emissions(tokens, lengths), lengths)
