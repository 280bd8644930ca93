#!/usr/bin/env python3
"""Step 2 of the uikit-cells census rule (Datasets/uikit-cells/README.md, census-6): the candidate
list from the repositories the `search` tool's code corpus named for each query.

Reads, tab-separated on stdin, one named result a line in the order the corpus gave them:
query number, repository, named path. Prints the candidate list (order, query, repo, named_path,
status): a repository is a candidate, numbered on from FIRST, unless its named file is not a Swift
file, it is reserved (`--reserved`, one owner/name a line), it is already named in a file under
one of the `--named-in` folders, or it was named earlier in the list.

    python3 Scripts/uikit-cells/candidates.py --first 108 --reserved RESERVED.txt \
        --named-in Datasets --named-in Tests < named.tsv > Datasets/uikit-cells/census-6-candidates.tsv
"""
import argparse
import os
import sys


def reserved_repos(path):
    with open(path) as f:
        return {line.strip().lower() for line in f if line.strip() and not line.startswith('#')}


def named_text(folders, skip):
    texts = []
    for folder in folders:
        for root, _, files in os.walk(folder):
            for name in files:
                path = os.path.join(root, name)
                if os.path.abspath(path) == skip:
                    continue
                with open(path, errors='replace') as f:
                    texts.append(f.read().lower())
    return '\n'.join(texts)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--first', type=int, required=True)
    parser.add_argument('--reserved', required=True)
    parser.add_argument('--named-in', action='append', default=[])
    parser.add_argument('--output', help='the list being written, left out of the named-in search')
    args = parser.parse_args()
    reserved = reserved_repos(args.reserved)
    named = named_text(args.named_in, os.path.abspath(args.output) if args.output else None)
    seen = set()
    number = args.first
    rows = ['order\tquery\trepo\tnamed_path\tstatus']
    for line in sys.stdin:
        if not line.strip():
            continue
        query, repo, path = line.rstrip('\n').split('\t')
        key = repo.lower()
        if not path.endswith('.swift'):
            status = 'dropped: named file is not a Swift file'
        elif key in reserved:
            status = 'dropped: reserved'
        elif key in seen:
            status = 'dropped: named earlier in the list'
        elif key in named:
            status = 'dropped: already named in Datasets/ or Tests/'
        else:
            status = 'candidate'
        if path.endswith('.swift'):
            seen.add(key)
        order = str(number) if status == 'candidate' else '-'
        if status == 'candidate':
            number += 1
        rows.append(f'{order}\t{query}\t{repo}\t{path}\t{status}')
    sys.stdout.write('\n'.join(rows) + '\n')


if __name__ == '__main__':
    main()
