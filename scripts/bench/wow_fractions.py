#!/usr/bin/env python3
"""Issue 19's baseline: exact E(X) of the WOW board as a plain Python `fractions` sum.

Same closed form as snipelab-core's `wow::expected_exact` (module docs of crates/core/src/wow):
E(X) = (n²+1) Σ_{j<n} (−1)^j C(n,j) n! (n−j)^n / Π_{r=0..n} (jn + 1 + r(n−j)).
Usage: python3 scripts/bench/wow_fractions.py 100 200   (prints n, seconds, bits of E's
denominator; the 10×10 value is checked against the post's "about 71.6").
"""
import sys
import time
from fractions import Fraction
from math import comb, factorial, prod


def expected(n):
    total = Fraction(0)
    fact = factorial(n)
    for j in range(n):
        m = n - j
        term = Fraction(comb(n, j) * fact * m**n, prod(j * n + 1 + r * m for r in range(n + 1)))
        total += term if j % 2 == 0 else -term
    return total * (n * n + 1)


assert abs(float(expected(10)) - 71.577) < 0.001
for arg in sys.argv[1:]:
    n = int(arg)
    start = time.perf_counter()
    e = expected(n)
    seconds = time.perf_counter() - start
    print(f"n = {n}: {seconds:.3f} s, E(X) ≈ {float(e):.6f}, denominator of {e.denominator.bit_length()} bits")
