# The word language model of PyTorch's examples repository (word_language_model/model.py),
# written so that torch.jit.script and scriptc compile it: the same classes, constructor
# arguments and state_dict keys (its trained checkpoints load unchanged), the forward of
# each recurrent variant with its own hidden-state type.
#
#   scriptc examples/word_language_model.py --entry 'LSTMModel()' \
#       --weights lstm.safetensors --input 'input:int64[seq,batch]' \
#       --input 'h0:float32[2,batch,650]' --input 'c0:float32[2,batch,650]'
#   scriptc examples/word_language_model.py --entry 'RNNModel("GRU")' ...   (RNN_TANH, RNN_RELU)
#   scriptc examples/word_language_model.py --input 'src:int64[seq,batch]' \
#       --input 'has_mask:bool[]'                                    (the Transformer)
#
# tests/lib/wlm.py checks every variant, tied and untied, against the repository's model.py
# on its weights (`examples/wlm/*`); the suite's `examples/word_language_model` compiles the
# default entry, the Transformer, with the inputs below.
#
# >>> inputs
# src:int64[seq,batch]
# has_mask:bool[]
# <<<
#
# Defaults are the example's medium model on Wikitext-2 (33,278 words, 650 units, 2 layers).
# The original keeps the recurrent type in one class whose forward takes either a tensor or
# a tuple; TorchScript types each method once, so the LSTM is a subclass here (same keys).
# The original's TransformerModel caches its mask in self.src_mask between calls; here the
# mask is made in each call (the same values).
import math
from typing import Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch import Tensor


class RNNModel(nn.Module):
    """Container module with an encoder, a recurrent module, and a decoder."""

    def __init__(self, rnn_type="RNN_TANH", ntoken=33278, ninp=650, nhid=650, nlayers=2,
                 dropout=0.5, tie_weights=False):
        super(RNNModel, self).__init__()
        self.ntoken = ntoken
        self.drop = nn.Dropout(dropout)
        self.encoder = nn.Embedding(ntoken, ninp)
        if rnn_type in ['LSTM', 'GRU']:
            self.rnn = getattr(nn, rnn_type)(ninp, nhid, nlayers, dropout=dropout)
        else:
            if rnn_type not in ['RNN_TANH', 'RNN_RELU']:
                raise ValueError("An invalid option for `--model` was supplied, "
                                 "options are ['LSTM', 'GRU', 'RNN_TANH' or 'RNN_RELU']")
            nonlinearity = {'RNN_TANH': 'tanh', 'RNN_RELU': 'relu'}[rnn_type]
            self.rnn = nn.RNN(ninp, nhid, nlayers, nonlinearity=nonlinearity, dropout=dropout)
        self.decoder = nn.Linear(nhid, ntoken)

        # Optionally tie weights as in "Using the Output Embedding to Improve Language
        # Models" (Press & Wolf 2016) and "Tying Word Vectors and Word Classifiers"
        # (Inan et al. 2016)
        if tie_weights:
            if nhid != ninp:
                raise ValueError('When using the tied flag, nhid must be equal to emsize')
            self.decoder.weight = self.encoder.weight

        self.init_weights()

        self.rnn_type = rnn_type
        self.nhid = nhid
        self.nlayers = nlayers

    def init_weights(self):
        initrange = 0.1
        nn.init.uniform_(self.encoder.weight, -initrange, initrange)
        nn.init.zeros_(self.decoder.bias)
        nn.init.uniform_(self.decoder.weight, -initrange, initrange)

    def decode(self, output: Tensor) -> Tensor:
        output = self.drop(output)
        decoded = self.decoder(output)
        decoded = decoded.view(-1, self.ntoken)
        return F.log_softmax(decoded, dim=1)

    def forward(self, input: Tensor, hidden: Tensor) -> Tuple[Tensor, Tensor]:
        emb = self.drop(self.encoder(input))
        output, hidden = self.rnn(emb, hidden)
        return self.decode(output), hidden


class LSTMModel(RNNModel):
    """RNNModel('LSTM', ...): the hidden state is the pair (h, c)."""

    def __init__(self, ntoken=33278, ninp=650, nhid=650, nlayers=2, dropout=0.5,
                 tie_weights=False):
        super(LSTMModel, self).__init__('LSTM', ntoken, ninp, nhid, nlayers, dropout,
                                        tie_weights)

    def forward(self, input: Tensor, h0: Tensor, c0: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
        emb = self.drop(self.encoder(input))
        output, (h, c) = self.rnn(emb, (h0, c0))
        return self.decode(output), h, c


class PositionalEncoding(nn.Module):
    """PE(pos, 2i) = sin(pos / 10000^(2i / d_model)), PE(pos, 2i + 1) = cos(...)"""

    def __init__(self, d_model, dropout=0.1, max_len=5000):
        super(PositionalEncoding, self).__init__()
        self.dropout = nn.Dropout(p=dropout)

        pe = torch.zeros(max_len, d_model)
        position = torch.arange(0, max_len, dtype=torch.float).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2).float() * (-math.log(10000.0) / d_model))
        pe[:, 0::2] = torch.sin(position * div_term)
        pe[:, 1::2] = torch.cos(position * div_term)
        pe = pe.unsqueeze(0).transpose(0, 1)
        self.register_buffer('pe', pe)

    def forward(self, x: Tensor) -> Tensor:
        x = x + self.pe[:x.size(0), :]
        return self.dropout(x)


class TransformerModel(nn.Transformer):
    """Container module with an encoder, a transformer module, and a decoder."""

    def __init__(self, ntoken=33278, ninp=200, nhead=2, nhid=200, nlayers=2, dropout=0.2):
        super(TransformerModel, self).__init__(d_model=ninp, nhead=nhead, dim_feedforward=nhid,
                                               num_encoder_layers=nlayers)
        self.model_type = 'Transformer'
        self.pos_encoder = PositionalEncoding(ninp, dropout)

        self.input_emb = nn.Embedding(ntoken, ninp)
        self.ninp = ninp
        self.decoder = nn.Linear(ninp, ntoken)

        self.init_weights()

    def _generate_square_subsequent_mask(self, sz: int) -> Tensor:
        return torch.log(torch.tril(torch.ones(sz, sz)))

    def init_weights(self):
        initrange = 0.1
        nn.init.uniform_(self.input_emb.weight, -initrange, initrange)
        nn.init.zeros_(self.decoder.bias)
        nn.init.uniform_(self.decoder.weight, -initrange, initrange)

    def forward(self, src: Tensor, has_mask: bool = True) -> Tensor:
        if has_mask:
            mask = self._generate_square_subsequent_mask(len(src)).to(src.device)
        else:
            mask = None
        src = self.input_emb(src) * math.sqrt(self.ninp)
        src = self.pos_encoder(src)
        output = self.encoder(src, mask=mask)
        output = self.decoder(output)
        return F.log_softmax(output, dim=-1)
