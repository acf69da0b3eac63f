/* torch.einsum's equation read as PyTorch 1.13 reads it
 * (Linear.cpp, einsum): letters a-z and A-Z, spaces ignored, at most one "..." per term
 * standing for the dims its operand has beyond its letters (broadcast across operands,
 * right-aligned), a letter repeated within a term taking the diagonal; without "->" the
 * output is "..." (if any term has one) then the letters that occur once, in alphabetical
 * order (uppercase first, as PyTorch).  einsum_equation writes the explicit form, which
 * frontend/build_products.c computes from other rows (ONNX Runtime's Einsum dies of SIGFPE
 * on a contraction over an empty dim). */
#include <string.h>
#include "ir.h"

/* the equation without spaces and with its output spelled out, into out (cap bytes); the
 * terms' letters checked against the operands' ranks.  NULL after an error, in err */
const char *
einsum_equation(const char *eq, uint32_t nops, const int32_t *ranks, char *out, size_t cap,
	char *err, size_t errcap)
{
	size_t n = 0;
	int count[128] = {0}, ell = 0, arrow = 0;
	uint32_t term = 0, letters = 0;
	int termell = 0;
	for (const char *p = eq; *p; p++) {
		if (*p == ' ')
			continue;
		if (n + 8 >= cap) {
			snprintf(err, errcap, "the equation is too long");
			return NULL;
		}
		if (!arrow && (*p == ',' || (*p == '-' && p[1] == '>'))) {
			if (term >= nops || (ranks[term] >= 0 && (termell ? letters > (uint32_t)ranks[term]
			    : letters != (uint32_t)ranks[term]))) {
				snprintf(err, errcap, term >= nops ? "fewer operands were provided than "
					"specified in the equation" : "the number of subscripts in the "
					"equation (%u) does not match the number of dimensions (%d) for "
					"operand %u%s", letters, term < nops ? ranks[term] : 0, term,
					termell ? " even with broadcasting" : " and no ellipsis was given");
				return NULL;
			}
			term++, letters = 0, termell = 0;
			if (*p == '-') {
				arrow = 1;
				out[n++] = '-', out[n++] = '>';
				p++;
			} else
				out[n++] = ',';
			continue;
		}
		if (*p == '.') {
			if (strncmp(p, "...", 3) || termell) {
				snprintf(err, errcap, "found '.' for operand %u that is not part of any "
					"ellipsis", term);
				return NULL;
			}
			termell = 1, ell = 1;
			memcpy(out + n, "...", 3), n += 3, p += 2;
			continue;
		}
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z'))) {
			snprintf(err, errcap, "invalid subscript given at index %ld in the equation "
				"string, subscripts must be in [a-zA-Z]", (long)(p - eq));
			return NULL;
		}
		if (!arrow)
			count[(int)*p]++, letters++;
		else if (!count[(int)*p]) {
			snprintf(err, errcap, "output subscript %c does not appear in the equation for "
				"any input operand", *p);
			return NULL;
		} else if (count[(int)*p] < 0) {
			snprintf(err, errcap, "output subscript %c appears more than once in the "
				"output", *p);
			return NULL;
		} else
			count[(int)*p] = -count[(int)*p]; /* seen in the output */
		out[n++] = *p;
	}
	if (!arrow) { /* the last term, then the implicit output */
		if (term >= nops) {
			snprintf(err, errcap, "fewer operands were provided than specified in the "
				"equation");
			return NULL;
		}
		if (ranks[term] >= 0 && (termell ? letters > (uint32_t)ranks[term] : letters !=
		    (uint32_t)ranks[term])) {
			snprintf(err, errcap, "the number of subscripts in the equation (%u) does not "
				"match the number of dimensions (%d) for operand %u%s", letters,
				ranks[term], term, termell ? " even with broadcasting" : " and no ellipsis "
				"was given");
			return NULL;
		}
		term++;
		out[n++] = '-', out[n++] = '>';
		if (ell)
			memcpy(out + n, "...", 3), n += 3;
		for (int c = 'A'; c <= 'z'; c++)
			if (count[c] == 1 && n + 2 < cap)
				out[n++] = (char)c;
	}
	if (term != nops) {
		snprintf(err, errcap, "more operands were provided than specified in the equation");
		return NULL;
	}
	out[n] = 0;
	return out;
}
