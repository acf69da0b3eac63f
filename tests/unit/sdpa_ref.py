"""The truth's F.scaled_dot_product_attention (tests/lib/sdpa_ref.py, for PyTorch 1.13,
which lacks it) against the PyTorch 2.x documentation's reference formula, eager and under
torch.jit.script, on every kind of mask where the documentation's in-place form runs
(a 2-d mask), and on batched masks against the same formula with the mask broadcast by
hand."""
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import sdpa_ref  # noqa: E402

torch.manual_seed(0)
scripted = torch.jit.script(sdpa_ref.scaled_dot_product_attention)
fails, n = [], 0


def check(what, want, *args, **kw):
    global n
    for label, f in (("eager", sdpa_ref.scaled_dot_product_attention), ("scripted", scripted)):
        n += 1
        got = f(*args, **kw)
        if got.dtype != want.dtype or got.shape != want.shape or \
                not torch.allclose(got, want, rtol=1e-6, atol=1e-7, equal_nan=True):
            fails.append("%s (%s)" % (what, label))


for (L, S, E, Ev) in [(4, 5, 8, 6), (1, 1, 4, 4), (6, 3, 2, 5)]:
    for lead in [(), (3,), (2, 3)]:
        q = torch.randn(*lead, L, E)
        k = torch.randn(*lead, S, E)
        v = torch.randn(*lead, S, Ev)
        tag = "L%d S%d lead%r" % (L, S, lead)
        check(tag, sdpa_ref.documented(q, k, v), q, k, v)
        check(tag + " scale", sdpa_ref.documented(q, k, v, scale=0.3), q, k, v, scale=0.3)
        check(tag + " causal", sdpa_ref.documented(q, k, v, is_causal=True), q, k, v,
              is_causal=True)
        bm = torch.rand(L, S) > 0.4
        bm[:, 0] = True
        check(tag + " bool mask", sdpa_ref.documented(q, k, v, attn_mask=bm), q, k, v,
              attn_mask=bm)
        fm = torch.randn(L, S)
        check(tag + " float mask", sdpa_ref.documented(q, k, v, attn_mask=fm), q, k, v,
              attn_mask=fm)
        if lead:
            # a batched mask: the documentation's in-place fill cannot broadcast it into the
            # (L, S) bias; its formula per batch entry is the same
            bb = torch.rand(*lead, L, S) > 0.4
            bb[..., 0] = True
            want = torch.stack([sdpa_ref.documented(q.reshape(-1, L, E)[i],
                                                    k.reshape(-1, S, E)[i],
                                                    v.reshape(-1, S, Ev)[i],
                                                    attn_mask=bb.reshape(-1, L, S)[i])
                                for i in range(q.numel() // (L * E))]).reshape(*lead, L, Ev)
            check(tag + " batched bool mask", want, q, k, v, attn_mask=bb)
q = torch.randn(2, 3, 4, dtype=torch.float64)
check("float64", sdpa_ref.documented(q, q, q, is_causal=True), q, q, q, is_causal=True)
for f in fails:
    print("FAIL " + f)
print("%d passed, %d failed" % (n - len(fails), len(fails)))
sys.exit(1 if fails else 0)
