/* nn.utils.rnn.pack_padded_sequence and pad_packed_sequence (PyTorch 1.13's
 * torch/nn/utils/rnn.py).  A PackedSequence is a value of the compiler (kernel.c,
 * sv_packed): the padded input, time first, its int64 lengths in the batch's own order, and
 * whether the padded input holds zeros past each length (a recurrent layer's output, whose
 * pad_packed_sequence with padding_value 0 is then a Slice of the first max(lengths) steps).
 * PyTorch sorts the batch by length (enforce_sorted=False), runs the packed layer, and puts
 * the outputs and h_n back in the batch's order; ONNX's recurrent ops take a length per row
 * in any order (sequence_lens), so the batch is never permuted here and the result is the
 * same.  nn.RNN/LSTM/GRU take one through their _forward_packed (object.c; the prelude's RNN
 * section), whose output is packed again; pad_packed_sequence turns it back into (padded,
 * lengths).  Both are written in the prelude (_pack_padded_sequence, _pad_packed_sequence);
 * here their arguments are bound by PyTorch's names and defaults, and the result wrapped. */
#include <string.h>
#include "builder.h"

typedef struct {
	const char *name;
	const char *def; /* "f" False, "t" True, "0" 0.0, "n" None; NULL: required */
} PParam;

/* the call's arguments bound to params (n of them) in out[], each evaluated once; -1 */
static int
bind(Builder *b, const char *fn, const PParam *params, uint32_t n, Ast *call, SV **out,
	SrcLoc *where)
{
	uint32_t np = 0;
	for (uint32_t i = 0; i < n; i++)
		out[i] = NULL, where[i] = call->loc;
	for (uint32_t i = 0; i < call->list.n; i++) {
		Ast *x = call->list.v[i];
		uint32_t k = np;
		if (x->k == E_STARRED)
			return emit_error(b, x->loc, "*args in a call is not supported");
		if (x->k == E_KEYWORD) {
			for (k = 0; k < n && strcmp(params[k].name, sym_str(x->name)); k++)
				;
			if (k == n)
				return emit_error(b, x->loc, "%s() got an unexpected keyword argument "
					"'%s'", fn, sym_str(x->name));
			if (out[k])
				return emit_error(b, x->loc, "%s() got multiple values for argument "
					"'%s'", fn, params[k].name);
			out[k] = expr_build(b, x->a);
		} else {
			if (np == n)
				return emit_error(b, x->loc, "%s() takes %u positional arguments but "
					"%u were given", fn, n, np + 1);
			out[np++] = expr_build(b, x);
		}
		where[k] = x->loc;
		if (out[k]->k == SV_POISON)
			return -1;
	}
	for (uint32_t i = 0; i < n; i++) {
		if (out[i])
			continue;
		const char *d = params[i].def;
		if (!d)
			return emit_error(b, call->loc, "%s() missing required argument '%s'", fn,
				params[i].name);
		out[i] = sv_value(b, *d == 'n' ? emit_const_none(b) : *d == '0' ?
			emit_const_float(b, 0.0) : emit_const_bool(b, *d == 't'));
	}
	return 0;
}

/* the prelude's def name called with args[0..n) */
static SV *
prelude(Builder *b, const char *name, SV **args, SrcLoc *where, uint32_t n, SrcLoc loc)
{
	Ast *fn = b->preludedef(b, name);
	if (!fn) {
		emit_error(b, loc, "internal error: the prelude has no %s", name);
		return sv_poison(b);
	}
	const char *was = b->calling;
	b->calling = "nn.utils.rnn";
	SV *r = inline_call(b, fn, args, where, n, NULL, 0, loc);
	b->calling = was;
	return r;
}

static SV *
pack(Builder *b, Ast *call)
{
	static const PParam p[] = {{"input", NULL}, {"lengths", NULL}, {"batch_first", "f"},
		{"enforce_sorted", "t"}};
	SV *a[4];
	SrcLoc w[4];
	if (bind(b, "pack_padded_sequence", p, 4, call, a, w) < 0)
		return sv_poison(b);
	/* lengths: a tensor, or a List[int] (eager PyTorch's; TorchScript takes a tensor) */
	int islist = a[1]->k == SV_TUPLE || (a[1]->k == SV_VALUE && a[1]->v->type->kind == T_LIST);
	SV *r = prelude(b, islist ? "_pack_padded_sequence_list" : "_pack_padded_sequence", a, w,
		4, call->loc);
	if (r->k != SV_TUPLE || r->n != 2)
		return r->k == SV_POISON ? r : (emit_error(b, call->loc, "internal error: "
			"_pack_padded_sequence"), sv_poison(b));
	return sv_packed(b, r->el[0], r->el[1], 0);
}

static SV *
pad(Builder *b, Ast *call)
{
	static const PParam p[] = {{"sequence", NULL}, {"batch_first", "f"},
		{"padding_value", "0"}, {"total_length", "n"}};
	SV *a[6];
	SrcLoc w[6];
	if (bind(b, "pad_packed_sequence", p, 4, call, a + 1, w + 1) < 0)
		return sv_poison(b);
	SV *s = a[1];
	if (!sv_ispacked(s)) {
		emit_error(b, w[1], "pad_packed_sequence() takes a PackedSequence (from "
			"nn.utils.rnn.pack_padded_sequence or an nn.RNN/LSTM/GRU given one)");
		return sv_poison(b);
	}
	a[0] = s->el[0], a[1] = s->el[1], a[5] = s->el[2], w[0] = w[5] = w[1];
	return prelude(b, "_pad_packed_sequence", a, w, 6, call->loc);
}

static SV *
padseq(Builder *b, Ast *call)
{
	static const PParam p[] = {{"sequences", NULL}, {"batch_first", "f"},
		{"padding_value", "0"}};
	SV *a[3];
	SrcLoc w[3];
	if (bind(b, "pad_sequence", p, 3, call, a, w) < 0)
		return sv_poison(b);
	return prelude(b, "_pad_sequence", a, w, 3, call->loc);
}

/* pack_sequence(sequences, enforce_sorted): pack_padded_sequence(pad_sequence(sequences),
 * their lengths, enforce_sorted=enforce_sorted), each a call of the prelude's */
static SV *
packseq(Builder *b, Ast *call)
{
	static const PParam p[] = {{"sequences", NULL}, {"enforce_sorted", "t"}};
	SV *a[4], *s[3];
	SrcLoc w[4];
	if (bind(b, "pack_sequence", p, 2, call, s, w) < 0)
		return sv_poison(b);
	a[3] = s[1], w[3] = w[1];
	s[1] = sv_value(b, emit_const_bool(b, 0)), s[2] = sv_value(b, emit_const_float(b, 0.0));
	w[1] = w[2] = w[0];
	a[0] = prelude(b, "_pad_sequence", s, w, 3, call->loc);
	if (a[0]->k == SV_POISON)
		return a[0];
	a[1] = prelude(b, "_sequence_lengths", s, w, 1, call->loc);
	if (a[1]->k == SV_POISON)
		return a[1];
	a[2] = sv_value(b, emit_const_bool(b, 0));
	w[2] = w[1] = w[0];
	SV *r = prelude(b, "_pack_padded_sequence", a, w, 4, call->loc);
	if (r->k != SV_TUPLE || r->n != 2)
		return r->k == SV_POISON ? r : (emit_error(b, call->loc, "internal error: "
			"_pack_padded_sequence"), sv_poison(b));
	return sv_packed(b, r->el[0], r->el[1], 0);
}

/* path: the dotted name called; NULL if it is not one of these */
SV *
packed_call(Builder *b, const char *path, Ast *call)
{
	if (!strcmp(path, "torch.nn.utils.rnn.pack_padded_sequence"))
		return pack(b, call);
	if (!strcmp(path, "torch.nn.utils.rnn.pad_packed_sequence"))
		return pad(b, call);
	if (!strcmp(path, "torch.nn.utils.rnn.pad_sequence"))
		return padseq(b, call);
	if (!strcmp(path, "torch.nn.utils.rnn.pack_sequence"))
		return packseq(b, call);
	return NULL;
}
