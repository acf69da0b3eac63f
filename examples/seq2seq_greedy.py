# A GRU encoder and an attention GRU decoder (PyTorch's "NLP From Scratch: Translation with
# a Sequence to Sequence Network and Attention" tutorial: EncoderRNN, BahdanauAttention,
# AttnDecoderRNN, with their state_dict keys) and the greedy decoding loop that serves it:
# one token per step for every row of the batch, stopping when every row has emitted EOS
# or after max_length steps. Rows that have finished keep emitting EOS.
#
#   scriptc examples/seq2seq_greedy.py --weights seq2seq.safetensors \
#       --input 'src:int64[batch,src_len]' [--entry 'Seq2Seq(max_length=10)']
#
# Without --weights the parameters are graph inputs named by their state_dict keys. Checked
# against the same module run by torch.jit.script, with weights written by
# tools/to_safetensors.py: tests/lib/decode_examples.py (the checks examples/decode/seq2seq_*).
#
# >>> inputs
# src:int64[batch,src_len]
# <<<
from typing import List, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch import Tensor


class EncoderRNN(nn.Module):
    def __init__(self, input_size, hidden_size, dropout_p=0.1):
        super(EncoderRNN, self).__init__()
        self.hidden_size = hidden_size
        self.embedding = nn.Embedding(input_size, hidden_size)
        self.gru = nn.GRU(hidden_size, hidden_size, batch_first=True)
        self.dropout = nn.Dropout(dropout_p)

    def forward(self, input: Tensor) -> Tuple[Tensor, Tensor]:
        embedded = self.dropout(self.embedding(input))
        output, hidden = self.gru(embedded)
        return output, hidden


class BahdanauAttention(nn.Module):
    def __init__(self, hidden_size):
        super(BahdanauAttention, self).__init__()
        self.Wa = nn.Linear(hidden_size, hidden_size)
        self.Ua = nn.Linear(hidden_size, hidden_size)
        self.Va = nn.Linear(hidden_size, 1)

    def forward(self, query: Tensor, keys: Tensor) -> Tuple[Tensor, Tensor]:
        scores = self.Va(torch.tanh(self.Wa(query) + self.Ua(keys)))
        scores = scores.squeeze(2).unsqueeze(1)
        weights = F.softmax(scores, dim=-1)
        context = torch.bmm(weights, keys)
        return context, weights


class AttnDecoderRNN(nn.Module):
    def __init__(self, hidden_size, output_size, dropout_p=0.1):
        super(AttnDecoderRNN, self).__init__()
        self.embedding = nn.Embedding(output_size, hidden_size)
        self.attention = BahdanauAttention(hidden_size)
        self.gru = nn.GRU(2 * hidden_size, hidden_size, batch_first=True)
        self.out = nn.Linear(hidden_size, output_size)
        self.dropout = nn.Dropout(dropout_p)

    def forward_step(self, input: Tensor, hidden: Tensor,
                     encoder_outputs: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
        embedded = self.dropout(self.embedding(input))
        query = hidden.permute(1, 0, 2)
        context, attn_weights = self.attention(query, encoder_outputs)
        input_gru = torch.cat((embedded, context), dim=2)
        output, hidden = self.gru(input_gru, hidden)
        output = self.out(output)
        return output, hidden, attn_weights


class Seq2Seq(nn.Module):
    def __init__(self, input_size=2000, output_size=2000, hidden_size=128, max_length=20,
                 sos_token=0, eos_token=1):
        super(Seq2Seq, self).__init__()
        self.sos_token = sos_token
        self.eos_token = eos_token
        self.encoder = EncoderRNN(input_size, hidden_size)
        self.decoder = AttnDecoderRNN(hidden_size, output_size)
        self.max_length = max_length

    def forward(self, src: Tensor) -> Tuple[Tensor, Tensor]:
        """src [batch, src_len] -> (tokens [batch, steps], attentions [batch, steps, src_len])"""
        encoder_outputs, hidden = self.encoder(src)
        batch = src.size(0)
        token = torch.full((batch, 1), self.sos_token, dtype=torch.long)
        finished = torch.zeros(batch, dtype=torch.bool)
        tokens: List[Tensor] = []
        attentions: List[Tensor] = []
        for _ in range(self.max_length):
            logits, hidden, attn = self.decoder.forward_step(token, hidden, encoder_outputs)
            token = logits.argmax(dim=-1)
            token = token.masked_fill(finished.unsqueeze(1), self.eos_token)
            tokens.append(token)
            attentions.append(attn)
            finished = finished | (token.squeeze(1) == self.eos_token)
            if bool(finished.all()):
                break
        return torch.cat(tokens, dim=1), torch.cat(attentions, dim=1)
