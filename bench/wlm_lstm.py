import torch
from torch import nn, Tensor
from typing import Tuple


class Net(nn.Module):
    """the word language model of pytorch/examples (word_language_model, LSTM, 650 hidden,
    2 layers, WikiText-2's 33278 tokens)"""

    def __init__(self):
        super().__init__()
        self.encoder = nn.Embedding(33278, 650)
        self.rnn = nn.LSTM(650, 650, num_layers=2, dropout=0.5)
        self.decoder = nn.Linear(650, 33278)

    def forward(self, x: Tensor, h: Tensor, c: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
        emb = self.encoder(x)
        out, (h1, c1) = self.rnn(emb, (h, c))
        return self.decoder(out), h1, c1
