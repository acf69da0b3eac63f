/* check.h: the C unit tests' one assertion.  No framework: CHECK counts checks and failures
 * (each failure printed with its line); main prints "NAME: N checks, M failed" and exits
 * non-zero on any failure.  Each test file includes this once. */
#ifndef SCRIPTC_CHECK_H
#define SCRIPTC_CHECK_H

#include <stdio.h>

static int nchecks, nfailed;

#define CHECK(cond)                                                                        \
	do {                                                                               \
		nchecks++;                                                                 \
		if (!(cond)) {                                                             \
			nfailed++;                                                         \
			fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__,   \
			        #cond);                                                    \
		}                                                                          \
	} while (0)

#endif
