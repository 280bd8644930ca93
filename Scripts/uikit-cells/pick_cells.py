#!/usr/bin/env python3
"""Step 3 of the uikit-cells census rule (Datasets/uikit-cells/README.md, census-4 and census-5):
which cells of a candidate repository the census takes.

Reads a repository snapshot brought by the `fetch` tool (/work/.mirror/OWNER+NAME/repo, a bare
git directory or a clone) and prints, tab-separated, repository, path, commit and class of the
first three `.swift` files in path order that declare a class inheriting directly from
`UITableViewCell`, `UICollectionViewCell` or `UICollectionViewListCell`, are built in code, have
no `@IBOutlet` and import no layout DSL; `-` and `(none)` when the repository has none.

    python3 Scripts/uikit-cells/pick_cells.py OWNER/NAME [OWNER/NAME ...]
"""
import os
import re
import subprocess
import sys

CELL = re.compile(r'\bclass\s+(\w+)\s*(?:<[^>{]*>)?\s*:\s*(UITableViewCell|UICollectionViewCell|UICollectionViewListCell)\b')
BUILT_IN_CODE = ('translatesAutoresizingMaskIntoConstraints = false', 'NSLayoutConstraint.activate',
                 'isActive = true', 'contentConfiguration =')
LAYOUT_DSL = re.compile(r'^\s*import\s+(SnapKit|Cartography|PinLayout|TinyConstraints|Stevia|EasyPeasy)\b', re.M)
MIRRORS = os.environ.get('CENSUS_MIRRORS', '/work/.mirror')


def git_dir(repo):
    base = os.path.join(MIRRORS, repo.replace('/', '+'), 'repo')
    return os.path.join(base, '.git') if os.path.isdir(os.path.join(base, '.git')) else base


def git(repo, *args):
    return subprocess.check_output(['git', '-C', git_dir(repo), *args], text=True, errors='replace')


def cells(repo):
    commit = git(repo, 'rev-parse', 'HEAD').strip()
    taken = []
    for path in sorted(git(repo, 'ls-tree', '-r', '--name-only', 'HEAD').splitlines()):
        if not path.endswith('.swift'):
            continue
        source = git(repo, 'show', f'HEAD:{path}')
        match = CELL.search(source)
        if not match or not any(marker in source for marker in BUILT_IN_CODE):
            continue
        if '@IBOutlet' in source or LAYOUT_DSL.search(source):
            continue
        taken.append((path, match.group(1)))
        if len(taken) == 3:
            break
    return commit, taken


def main():
    for repo in sys.argv[1:]:
        commit, taken = cells(repo)
        for path, name in taken:
            print(f'{repo}\t{path}\t{commit}\t{name}')
        if not taken:
            print(f'{repo}\t-\t{commit}\t(none)')


if __name__ == '__main__':
    main()
