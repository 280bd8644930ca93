#!/usr/bin/env python3
"""A trial, never written to system-font.json: does a fitted term per pair of adjacent characters
(SF's kerning differing from Inter's) help the fit apps' validation labels?

    .venv-fonts/bin/python Datasets/fonts/try_pair_terms.py [MIN_PAIR] [MIN_APPS] [PAIR_SCALE]

The fit of `fit_system_font.py` (same fit apps, clean labels, 12 seeded app splits pooled, the chosen
lambda 0.01 and Display factor 0.3) with one more column per character pair seen MIN_PAIR times
(default 20; 0: no pair term, the shipped model's figures) in the training labels of at least
MIN_APPS apps (default 5), ridge lambda / PAIR_SCALE^2 (default 1); the pair's term, in 1/1000 em, adds to the width once per occurrence.
Prints the pooled validation shares within 0.5 / 1 pt. Reads no held-out split.
"""
import os
import random
import sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fit_system_font as F  # noqa: E402

MIN_PAIR = int(sys.argv[1]) if len(sys.argv) > 1 else 20
MIN_APPS = int(sys.argv[2]) if len(sys.argv) > 2 else 5
# the pair columns are scaled by this, so their ridge is lambda / PAIR_SCALE^2 (a stronger pull toward 0)
PAIR_SCALE = float(sys.argv[3]) if len(sys.argv) > 3 else 1.0
LAMBDA, DISPLAY_RIDGE = 0.01, 0.3


def pair_counts(label):
    text = label.r["text"][: label.visible]
    glyph = label.prep.has_glyph
    return Counter(text[i:i + 2] for i in range(len(text) - 1) if glyph[i] and glyph[i + 1])


class PairParams(F.Params):
    def __init__(self, labels):
        super().__init__(labels)
        counts, apps = Counter(), defaultdict(set)
        for label in labels:
            pairs = pair_counts(label)
            counts.update(pairs)
            for pair in pairs:
                apps[pair].add(label.app)
        self.pairs = sorted(p for p, n in counts.items() if MIN_PAIR > 0 and n >= MIN_PAIR and len(apps[p]) >= MIN_APPS)
        for pair in self.pairs:
            self.columns[("pair", pair)] = len(self.columns)
        self.n = len(self.columns)

    def row(self, label):
        out = super().row(label)
        for pair, n in pair_counts(label).items():
            j = self.columns.get(("pair", pair))
            if j is not None:
                out[j] += PAIR_SCALE * label.size / 1000 * n
        return out

    def table(self, theta):
        table = super().table(theta)
        table["pairs"] = {p: PAIR_SCALE * float(theta[self.columns[("pair", p)]]) for p in self.pairs}
        return table


def model(label, table):
    pairs = table.get("pairs", {})
    return label.model(table) + sum(pairs.get(p, 0.0) * n for p, n in pair_counts(label).items()) * label.size / 1000


def main():
    F.Params = PairParams
    rows = [r for path in F.FITTED_PARTS for r in F.load(path, "fit") if F.usable(r)]
    clean = [label for label in F.make_labels([r for r in rows if F.width_evidence(r)]) if F.classify(label) == "clean"]
    apps = sorted({r["app"] for r in rows})
    pooled = {name: [0, 0, 0] for name, _ in F.SIZE_BUCKETS}
    pairs = 0
    for i in range(F.SELECTION_SPLITS):
        shuffled = list(apps)
        random.Random(F.SEED + i).shuffle(shuffled)
        train_apps = set(shuffled[:max(1, round(F.TRAIN_SHARE * len(shuffled)))])
        params, theta = F.fit(F.dedupe([lb for lb in clean if lb.app in train_apps]), LAMBDA, DISPLAY_RIDGE)
        pairs += len(params.pairs)
        table = params.table(theta)
        for name, test in F.SIZE_BUCKETS:
            chosen = [lb for lb in clean if lb.app not in train_apps and test(lb.size)]
            cell = pooled[name]
            cell[0] += len(chosen)
            for label in chosen:
                width = model(label, table)
                cell[1] += F.within(width, label, 0.5)
                cell[2] += F.within(width, label, 1.0)
    total = [sum(c[i] for c in pooled.values()) for i in range(3)]
    print(f"pairs seen {MIN_PAIR} times in {MIN_APPS} apps: {pairs / F.SELECTION_SPLITS:.0f} a split; validation (pooled) " +
          "  ".join(f"{k} {100 * c[1] / c[0]:.1f} % / {100 * c[2] / c[0]:.1f} % (n {c[0]})" for k, c in pooled.items()) +
          f"  all {100 * total[1] / total[0]:.1f} % / {100 * total[2] / total[0]:.1f} %")


if __name__ == "__main__":
    main()
