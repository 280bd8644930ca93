#!/usr/bin/env python3
"""Writes census-6's rows of Datasets/uikit-cells/census.tsv (sample 6) from what was recorded
while compiling them (Scripts/uikit-cells/census-6/): the cells step 3 picked
(`picked-cells.tsv`, target C01 to C31 in order), the exit status of each target's build before
the sample's API (`compiled-before-swift5.txt`) and after it in Swift 5 and Swift 6 language
mode (`compiled-swift5.txt`, `compiled-swift6.txt`), and the errors and removals noted per
target (`notes.tsv`). Rows of other samples are kept as they are, except earlier cells compiled
again with census-6's API (`rechecked.tsv`: their after-columns are replaced); sample 6's rows
are replaced.

    python3 Scripts/uikit-cells/census6_rows.py
"""
import csv
import os

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'census-6')
CENSUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'Datasets', 'uikit-cells', 'census.tsv')


def statuses(name):
    with open(os.path.join(HERE, name)) as f:
        return dict(line.split() for line in f if line.strip())


def main():
    before, after5, after6 = (statuses(n) for n in ('compiled-before-swift5.txt', 'compiled-swift5.txt', 'compiled-swift6.txt'))
    with open(os.path.join(HERE, 'notes.tsv')) as f:
        notes = {row['target']: row for row in csv.DictReader(f, delimiter='\t')}
    rows = []
    with open(os.path.join(HERE, 'picked-cells.tsv')) as f:
        for index, line in enumerate(f, start=1):
            repo, path, commit, name = line.rstrip('\n').split('\t')
            target = 'C%02d' % index
            note = notes[target]
            yes = lambda status: 'yes' if status[target] == '0' else 'no'
            rows.append([repo, path, commit, name, yes(before), yes(after5), yes(after6),
                         note['missing_api_before'], note['missing_api_after'], note['app_type_removals'], '6'])
    with open(CENSUS) as f:
        lines = f.read().splitlines()
    with open(os.path.join(HERE, 'rechecked.tsv')) as f:
        rechecked = {(row['repo'], row['class']): row for row in csv.DictReader(f, delimiter='\t')}
    kept = []
    for line in lines:
        fields = line.split('\t')
        if fields[-1] == '6':
            continue
        again = rechecked.get((fields[0], fields[3]))
        if again:
            fields[5], fields[6], fields[8] = again['compiles_after'], again['compiles_after_swift6'], again['missing_api_after']
        kept.append('\t'.join(fields))
    with open(CENSUS, 'w') as f:
        f.write('\n'.join(kept + ['\t'.join(row) for row in rows]) + '\n')


if __name__ == '__main__':
    main()
