#!/usr/bin/env python3
"""Where a wasm module's code goes, by the exploration its function names mention.

Usage: scripts/wasm-shares.py target/wasm32-unknown-unknown/release/app.wasm

Reads the code and `name` sections of the module Cargo builds (before wasm-bindgen and wasm-opt
strip the names) and groups each function by the first of our paths in its mangled name:
`snipelab_app::pages::<slug>`, `snipelab_app::jobs::<slug>`, `snipelab_core::<slug>`, the slugs
being the entries of src/registry.rs. Each group is gzipped on its own. Yew's
`CompStateInner<COMP>::view` holds each function component's body, but legacy mangling drops
COMP, so those are counted apart. Used for the split decision in BENCHMARKS.md.
"""
import re
import sys
import zlib
from collections import defaultdict
from pathlib import Path


def leb(b, i):
    """An unsigned LEB128 at `i`: (value, next index)."""
    value = shift = 0
    while True:
        byte = b[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, i


def skip_limits(b, j):
    flags, j = leb(b, j)
    _, j = leb(b, j)
    return leb(b, j)[1] if flags & 1 else j


def parse(path):
    """(function bodies, names by function index, number of imported functions)."""
    b = Path(path).read_bytes()
    i, imports, bodies, names = 8, 0, [], {}
    while i < len(b):
        section = b[i]
        size, i = leb(b, i + 1)
        end = i + size
        if section == 2:  # imports: functions among them take the first indices
            count, j = leb(b, i)
            for _ in range(count):
                for _ in range(2):  # module and field names
                    length, j = leb(b, j)
                    j += length
                kind = b[j]
                j += 1
                if kind == 0:
                    _, j = leb(b, j)
                    imports += 1
                elif kind == 1:
                    j = skip_limits(b, j + 1)
                elif kind == 2:
                    j = skip_limits(b, j)
                elif kind == 3:
                    j += 2
        elif section == 10:  # code
            count, j = leb(b, i)
            for _ in range(count):
                length, j = leb(b, j)
                bodies.append(b[j:j + length])
                j += length
        elif section == 0:
            length, j = leb(b, i)
            if b[j:j + length] == b'name':
                j += length
                while j < end:
                    sub = b[j]
                    sub_size, j = leb(b, j + 1)
                    if sub == 1:  # function names
                        count, k = leb(b, j)
                        for _ in range(count):
                            index, k = leb(b, k)
                            length, k = leb(b, k)
                            names[index] = b[k:k + length].decode('utf-8', 'replace')
                            k += length
                    j += sub_size
        i = end
    return bodies, names, imports


def segments(name, at):
    """Up to three path segments after `at` in a mangled name (legacy `..a..b` or `1a1b`)."""
    out = []
    while len(out) < 3:
        if name.startswith('..', at):
            m = re.match(r'\.\.([A-Za-z_][A-Za-z0-9_]*)', name[at:])
        else:
            m = re.match(r'(\d+)_?', name[at:])
            if m:
                n = int(m.group(1))
                out.append(name[at + m.end():at + m.end() + n])
                at += m.end() + n
                continue
        if not m:
            break
        out.append(m.group(1))
        at += m.end()
    return out


def exploration(name, slugs):
    """The exploration a function belongs to, or None."""
    for m in re.finditer(r'snipelab_(app|core)', name):
        seg = segments(name, m.end())
        if m.group(1) == 'app' and len(seg) >= 2 and seg[0] in ('pages', 'jobs') and seg[1] in slugs:
            return seg[1]
        if m.group(1) == 'core' and seg and seg[0] in slugs:
            return seg[0]
    return None


def main():
    root = Path(__file__).resolve().parent.parent
    slugs = set(re.findall(r'^    ([a-z]+) \{$', (root / 'src/registry.rs').read_text(), re.M))
    bodies, names, imports = parse(sys.argv[1])
    groups = defaultdict(list)
    for k, body in enumerate(bodies):
        name = names.get(imports + k, '')
        slug = exploration(name, slugs)
        if slug:
            groups[slug].append(body)
        elif 'CompStateInner' in name and 'Stateful$GT$4view' in name:
            groups['(component bodies)'].append(body)
        elif re.search(r'snipelab_app(\.\.|\d+)jobs(\.\.|\d+)handle', name):
            groups['(use_job instances)'].append(body)
        else:
            groups['(the rest)'].append(body)
    code = sum(len(x) for x in bodies)
    print(f'{sys.argv[1]}: code {code} B, gzipped {len(zlib.compress(b"".join(bodies), 9))} B')
    rows = sorted(((sum(len(x) for x in bs), g, bs) for g, bs in groups.items()), reverse=True)
    for raw, group, bs in rows:
        gz = len(zlib.compress(b''.join(bs), 9))
        print(f'{group:22} {raw:9} B {100 * raw / code:5.1f} %   gzipped {gz:8} B')


if __name__ == '__main__':
    main()
