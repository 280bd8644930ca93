#!/usr/bin/env python3
"""Where a profiled function's time goes: the inclusive call tree below it, from a `perf record -g` file.

    perf record -F 2000 -g -o OUT.data -- Tool/.build/release/autolayout bench T R --modes batch --threads 1
    python3 Scripts/perf_tree.py OUT.data 'CompiledVariant.compile' [--depth 4] [--min 1.0] [--leaves]

Frames are demangled (`swift demangle --simplified`) before matching, so PATTERN is a piece of a
Swift name as it reads (`LayoutDocument.makeLayout`). Every sample whose stack holds PATTERN counts
once, below the outermost frame that matches; shares are of those samples. `--leaves` prints self
time by innermost frame instead of the tree.
"""
import argparse
import collections
import subprocess


def samples(path):
    out = subprocess.run(['perf', 'script', '-i', path, '-F', 'ip,sym'], capture_output=True, text=True, check=True).stdout
    stacks = []
    for block in out.split('\n\n'):
        frames = [line.strip().split(' ', 1)[1] if ' ' in line.strip() else '?' for line in block.strip().split('\n') if line.strip()]
        if frames:
            stacks.append(frames)
    names = sorted({frame for stack in stacks for frame in stack})
    demangled = subprocess.run(['swift', 'demangle', '--simplified'], input='\n'.join(names), capture_output=True, text=True).stdout.split('\n')
    readable = dict(zip(names, demangled))
    return [[readable.get(frame, frame) for frame in stack] for stack in stacks]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('data')
    parser.add_argument('pattern')
    parser.add_argument('--depth', type=int, default=4)
    parser.add_argument('--min', type=float, default=1.0, help='smallest share printed, in percent')
    parser.add_argument('--leaves', action='store_true')
    args = parser.parse_args()
    tree, leaves, total = {}, collections.Counter(), 0
    for stack in samples(args.data):
        matches = [i for i, frame in enumerate(stack) if args.pattern in frame]
        if not matches:
            continue
        total += 1
        leaves[stack[0]] += 1
        node = tree
        for frame in list(reversed(stack[:matches[-1] + 1]))[1:args.depth + 1]:
            entry = node.setdefault(frame, [0, {}])
            entry[0] += 1
            node = entry[1]
    print(f'{total} samples below {args.pattern!r}')
    if args.leaves:
        for frame, count in leaves.most_common(40):
            if 100 * count / total >= args.min:
                print(f'{100 * count / total:5.1f}% {frame[:150]}')
        return

    def show(node, level):
        for frame, (count, children) in sorted(node.items(), key=lambda item: -item[1][0]):
            if 100 * count / total >= args.min:
                print(f"{'  ' * level}{100 * count / total:5.1f}% {frame[:150]}")
                show(children, level + 1)
    show(tree, 0)


if __name__ == '__main__':
    main()
