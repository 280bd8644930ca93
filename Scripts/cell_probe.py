#!/usr/bin/env python3
"""Unseen-template probe of the batch engine: Interface Builder cells as templates, generated rows.

    swift build -c release --package-path Tool --product autolayout
    python3 Scripts/cell_probe.py --cells 20 --rows 20000 --seed 1 --out probe.jsonl [--workdir DIR]

Picks table and collection view cells (xib cells and storyboards' prototype cells, one cell per
file, files in seeded order) from the Interface Builder fixtures, converts each with
`autolayout convert` (a cell that does not convert is counted with its reason), writes seeded
rows for it (texts of the bundled feed rows for every label, button and text view; hidden
arranged views of stacks; image sizes; sometimes a named constraint's constant), then runs

    autolayout heights T.json R.jsonl --width 375 --width 320 --verify N --allow-conflicts
    autolayout bench T.json R.jsonl --modes incremental,batch --repetitions 1

and prints one line per cell and a summary (medians; the five worst by with-text ratio and by
solve-only rate); --out writes the same table as JSON Lines. Nothing is tuned on it: the cells
are whatever the seed picks. The templates and rows stay in --workdir, so any line can be run
again by hand (`perf record -g -- autolayout heights ...`).

On a shared machine the rates are not comparable between runs; the ratios (batch against the
incremental solver of the same `bench` run) and the counts (variants, regions, rows laid out by
the model, differences) are. Python 3 standard library only.
"""
import argparse
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_BINARY = os.path.join(ROOT, 'Tool', '.build', 'release', 'autolayout')
DEFAULT_DIRECTORIES = ['Datasets/xib-more/files', 'Datasets/xib/files']
CELL_TAGS = ('tableViewCell', 'collectionViewCell')
TEXT_KINDS = ('label', 'button', 'textView')
# Interface Builder object ids as `convert` writes them ("abC-d1-EfG" with '_', and a 'v' before one that
# does not start with a letter: "v0Bq_5W_UxT"), or the old numeric ones: a constraint named otherwise is
# named by an outlet or a user label, the ones an app changes.
INTERFACE_BUILDER_ID = re.compile(r'^v?([A-Za-z0-9]{3}_[A-Za-z0-9]{2}_[A-Za-z0-9]{3}|[0-9]+)$')
CONSTANT = re.compile(r'(==|>=|<=|[+-])\s*(-?[0-9.]+)\s*$')
PRIORITY_SUFFIX = re.compile(r'\s*@\s*[0-9.]+\s*$')
EMOJI = ['😀', '👍🏽', '🎉', '❤️', '🇯🇵', '👨‍👩‍👧', '🔥', '✅']
ROLES = ['name', 'body', 'handle', 'time', 'long']
ROLE_WEIGHTS = [3, 3, 1.5, 1.5, 1]


def cell_candidates(directories):
    """(file, cell id) for every table or collection view cell of the Interface Builder files."""
    found = []
    for directory in directories:
        for name in sorted(os.listdir(directory)):
            if not name.endswith(('.xib', '.storyboard')):
                continue
            path = os.path.join(directory, name)
            with open(path, 'rb') as handle:
                data = handle.read()
            if not any(tag.encode() in data for tag in CELL_TAGS):
                continue
            try:
                tree = ElementTree.fromstring(data)
            except ElementTree.ParseError:
                continue
            ids = [element.get('id') for element in tree.iter() if element.tag in CELL_TAGS and element.get('id')]
            if ids:
                found.append((path, ids))
    return found


def pick_cells(candidates, count, rng):
    """One cell per file, files in seeded order (a storyboard with forty prototype cells is one file)."""
    order = list(candidates)
    rng.shuffle(order)
    return [(path, rng.choice(ids)) for path, ids in order[:count]]


def feed_texts(path):
    """The bundled feed rows' texts by role."""
    texts = {'name': [], 'body': [], 'handle': [], 'time': []}
    with open(path, encoding='utf-8') as handle:
        for line in handle:
            row = json.loads(line)
            for role in texts:
                value = row.get(role)
                if isinstance(value, dict):
                    value = value.get('text')
                if isinstance(value, str):
                    texts[role].append(value)
    return texts


def parse_constant(equation):
    match = CONSTANT.search(PRIORITY_SUFFIX.sub('', equation))
    if not match:
        return 0.0
    value = float(match.group(2))
    return -value if match.group(1) == '-' else value


class RowMaker:
    """Seeded rows for one converted template; the template's own choices (a label's role, which
    arranged views a row may hide, how often) are drawn once, then every row from them."""

    def __init__(self, document, texts, rng):
        self.rng = rng
        self.texts = texts
        views = document.get('views', [])
        kinds = {view['id']: view.get('kind') for view in views}
        self.text_views = [view['id'] for view in views if view.get('kind') in TEXT_KINDS and view.get('parent')]
        self.roles = {view: rng.choices(ROLES, ROLE_WEIGHTS)[0] for view in self.text_views}
        arranged = [view['id'] for view in views if kinds.get(view.get('parent')) == 'stack']
        self.hideable = {view: rng.uniform(0.1, 0.5) for view in arranged if rng.random() < 0.7}
        self.images = {view['id']: view.get('image') for view in views if view.get('kind') == 'image'}
        named = [c for c in document.get('constraints', []) if isinstance(c, dict) and 'id' in c]
        outlets = [c for c in named if not INTERFACE_BUILDER_ID.match(c['id'])]
        # An app moves a few of its constraints (a height to 0 and back), not every one it has an outlet to.
        pool = outlets or (named if rng.random() < 0.5 else [])
        chosen = rng.sample(pool, min(3, len(pool)))
        self.constants = {c['id']: parse_constant(c['constraint']) for c in chosen}
        self.counts = {'textViews': len(self.text_views), 'arranged': len(arranged), 'hideable': len(self.hideable),
                       'images': len(self.images), 'namedConstraints': len(named), 'outletConstraints': len(outlets),
                       'constantsMoved': len(self.constants)}

    def text(self, role):
        rng = self.rng
        if role == 'long':
            value = ' '.join(rng.choice(self.texts['body']) for _ in range(rng.randint(2, 4)))
        else:
            value = rng.choice(self.texts[role])
        if rng.random() < 0.05:
            value += ' ' + rng.choice(EMOJI)
        return value

    def text_for(self, view):
        """Mostly a text of the view's role; now and then empty, or of any role (a short name where a body was)."""
        rng = self.rng
        if rng.random() < 0.03:
            return ''
        if rng.random() < 0.1:
            return self.text(rng.choices(ROLES, ROLE_WEIGHTS)[0])
        return self.text(self.roles[view])

    def image_size(self, view):
        rng = self.rng
        template = self.images[view]
        if template and rng.random() < 0.4:
            return list(template)
        width = rng.randint(16, 360)
        return [width, max(1, round(width * rng.choice([0.5, 0.5625, 0.75, 1, 1.333, 1.778])))]

    def row(self, identifier):
        rng = self.rng
        values = {}
        for view in self.text_views:
            if rng.random() < 0.92:
                values.setdefault(view, {})['text'] = self.text_for(view)
        for view in self.images:
            if rng.random() < 0.9:
                values.setdefault(view, {})['image'] = self.image_size(view)
        for view, probability in self.hideable.items():
            values.setdefault(view, {})['hidden'] = rng.random() < probability
        row = {'id': identifier}
        for view, keys in values.items():
            if list(keys) == ['text']:
                row[view] = keys['text']
            elif list(keys) == ['image']:
                row[view] = keys['image']
            else:
                row[view] = keys
        for constraint, constant in self.constants.items():
            if rng.random() < 0.15:
                row[constraint] = {'constant': rng.choice([0, constant, constant + 8, constant * 2])}
        return row


def run(command, timeout):
    started = time.monotonic()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
        return done.returncode, done.stdout, done.stderr, time.monotonic() - started
    except subprocess.TimeoutExpired:
        return None, '', 'timed out after %d s' % timeout, time.monotonic() - started


def last_line(text):
    lines = [line for line in text.strip().split('\n') if line.strip()]
    return lines[-1] if lines else ''


def run_heights(binary, template, rows, widths, verify, seed, workdir, name, timeout):
    summary_path = os.path.join(workdir, name + '-summary.json')
    command = [binary, 'heights', template, rows, '--allow-conflicts', '--allow-row-errors',
               '--verify', str(verify), '--verify-seed', str(seed), '--summary', summary_path,
               '--out', os.path.join(workdir, name + '-heights.jsonl')]
    for width in widths:
        command += ['--width', str(width)]
    code, _, stderr, seconds = run(command, timeout)
    result = {'heightsExit': code, 'heightsSeconds': round(seconds, 2)}
    verified = re.search(r'verified (\d+) rows: (\d+) differ', stderr)
    result['verified'] = int(verified.group(1)) if verified else None
    result['differ'] = int(verified.group(2)) if verified else None
    if result['differ']:
        result['differences'] = [line for line in stderr.split('\n') if ' the model gives ' in line or 'differ' in line][:5]
    try:
        with open(summary_path, encoding='utf-8') as handle:
            summary = json.load(handle)
        result['rowErrors'] = summary.get('rowsWithErrors', summary.get('rows_with_errors'))
        result['firstError'] = summary.get('firstError', summary.get('first_error'))
        result['warnings'] = summary.get('warnings')
        warnings = result['warnings'] or {}
        result['collapsedRows'] = warnings.get('ambiguousZeroHeightCell', 0)
        result['conflictingRows'] = warnings.get('unsatisfiableConstraints', 0)
    except (OSError, ValueError):
        result['heightsFailure'] = last_line(stderr)
    if code not in (0, 3):
        result['heightsFailure'] = last_line(stderr)
    return result


def run_bench(binary, template, rows, timeout, retry_rows):
    command = [binary, 'bench', template, rows, '--modes', 'incremental,batch', '--repetitions', '1']
    code, stdout, stderr, seconds = run(command, timeout)
    result = {'benchExit': code, 'benchSeconds': round(seconds, 2)}
    if code is None and retry_rows:
        # A template too slow for the whole file is still measured, on its first rows (said in the record).
        code, stdout, stderr, seconds = run(command + ['--limit', str(retry_rows)], timeout)
        result.update({'benchTimedOut': True, 'benchRows': retry_rows, 'benchExit': code, 'benchSeconds': round(seconds, 2)})
    try:
        figures = json.loads(last_line(stdout))
    except ValueError:
        result['benchFailure'] = last_line(stderr) or last_line(stdout)
        return result
    met = re.search(r'heights differ between modes: (\d+); the rows met (\d+) variants and (\d+) regions '
                    r'\((\d+) rows repaired by the dual simplex, (\d+) laid out by the model\)', stdout)
    result.update({
        'withText': figures['batch']['with_text'], 'solveOnly': figures['batch']['solve_only'],
        'incrementalWithText': figures['incremental']['with_text'],
        'incrementalSolveOnly': figures['incremental']['solve_only'],
        'ratioWithText': figures['batch_vs_incremental']['with_text'],
        'ratioSolveOnly': figures['batch_vs_incremental']['solve_only'],
        'startupShare': figures.get('startup_share'), 'startupMs': figures.get('startup_ms'),
        'stages': figures.get('stages'), 'jobStagesMs': figures.get('job_stages_ms'),
        'benchDisagreements': figures.get('disagreements'),
    })
    if met:
        result.update({'modesDiffer': int(met.group(1)), 'variants': int(met.group(2)), 'regions': int(met.group(3)),
                       'repaired': int(met.group(4)), 'modelRows': int(met.group(5))})
    return result


def median(values):
    values = [value for value in values if value is not None]
    return statistics.median(values) if values else None


def table_line(record):
    def number(key, form):
        value = record.get(key)
        return form % value if value is not None else '-'
    share = record.get('startupShare')
    cell = record['cell'] + ('*' if record.get('benchTimedOut') else '')
    return '%-34s %6s %5s %5s %6s %6s %4s %4s %5s %5s %6s %9s %9s %6s %6s %6s %6s' % (
        cell[-34:], number('rows', '%d'), number('differ', '%d'), number('modesDiffer', '%d'),
        number('collapsedRows', '%d'), number('conflictingRows', '%d'), number('textViews', '%d'),
        number('hideable', '%d'), number('variants', '%d'), number('regions', '%d'), number('modelRows', '%d'),
        number('withText', '%d'), number('solveOnly', '%d'), number('ratioWithText', '%.1f'),
        number('ratioSolveOnly', '%.1f'), '%.0f%%' % (100 * share) if share is not None else '-',
        number('heightsSeconds', '%.1f'))


LEGEND = ('diff: rows --verify found unlike the model; bdiff: bench\'s own cross-check of its modes; zero / confl: rows '
          'that collapsed to 44 / broke a required constraint (at either width); text / hide: text views, arranged views '
          'rows hide; vars / regs / model: variants, regions, rows laid out by the model (bench, width 375); text r/s, '
          'solve r/s: batch rows/s; x txt, x solv: those against the incremental solver; start: start-up share; h s: '
          'heights wall seconds (both widths, with --verify); a * after the cell: bench timed out on every row and ran '
          'on the first --bench-retry-rows')
HEADER = '%-34s %6s %5s %5s %6s %6s %4s %4s %5s %5s %6s %9s %9s %6s %6s %6s %6s' % (
    'cell (file#object)', 'rows', 'diff', 'bdiff', 'zero', 'confl', 'text', 'hide', 'vars', 'regs', 'model', 'text r/s', 'solve r/s',
    'x txt', 'x solv', 'start', 'h s')


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--cells', type=int, default=20, help='cells to probe (one per file)')
    parser.add_argument('--rows', type=int, default=20000, help='rows per cell')
    parser.add_argument('--seed', type=int, default=1, help='seed of the choice of cells and of the rows')
    parser.add_argument('--verify', type=int, default=500, help='rows `heights --verify` lays out again with the model')
    parser.add_argument('--width', type=float, action='append', help='widths for heights (default 375 and 320)')
    parser.add_argument('--directory', action='append', help='Interface Builder files (default: %s)' % ', '.join(DEFAULT_DIRECTORIES))
    parser.add_argument('--binary', default=DEFAULT_BINARY)
    parser.add_argument('--feed', default=os.path.join(ROOT, 'Datasets/feed/rows.jsonl'))
    parser.add_argument('--workdir', help='where templates, rows and outputs stay (default: a new temporary directory)')
    parser.add_argument('--timeout', type=int, default=300, help='seconds per command')
    parser.add_argument('--bench-retry-rows', type=int, default=2000,
                        help='when bench times out on every row, run it again on this many first rows (0: do not)')
    parser.add_argument('--no-bench', action='store_true', help='heights and --verify only')
    parser.add_argument('--out', help='write the table as JSON Lines here')
    arguments = parser.parse_args()

    widths = arguments.width or [375, 320]
    directories = [os.path.join(ROOT, d) if not os.path.isabs(d) else d for d in (arguments.directory or DEFAULT_DIRECTORIES)]
    workdir = arguments.workdir or tempfile.mkdtemp(prefix='cell-probe-')
    os.makedirs(workdir, exist_ok=True)
    rng = random.Random(arguments.seed)
    texts = feed_texts(arguments.feed)
    candidates = cell_candidates(directories)
    cells = pick_cells(candidates, arguments.cells, rng)
    print('cell probe: seed %d, %d of %d files with cells, %d rows each, widths %s, binary %s, workdir %s' % (
        arguments.seed, len(cells), len(candidates), arguments.rows, widths, arguments.binary, workdir), flush=True)
    print('load average before: %s' % ' '.join(open('/proc/loadavg').read().split()[:3]), flush=True)
    print(LEGEND, flush=True)
    print(HEADER, flush=True)

    records = []
    for index, (path, cell) in enumerate(cells):
        name = '%02d-%s-%s' % (index, os.path.basename(os.path.dirname(os.path.dirname(path))),
                                os.path.basename(path).replace('.', '_'))
        record = {'cell': '%s#%s' % (os.path.relpath(path, ROOT).replace('Datasets/', '').replace('/files', ''), cell),
                  'file': os.path.relpath(path, ROOT), 'object': cell, 'seed': arguments.seed, 'name': name}
        template = os.path.join(workdir, name + '.json')
        code, stdout, stderr, _ = run([arguments.binary, 'convert', path, '--object', cell], arguments.timeout)
        if code != 0:
            record['convertFailure'] = last_line(stderr) or 'exit %s' % code
            records.append(record)
            print('%-34s convert failed: %s' % (record['cell'][:34], record['convertFailure'][:150]), flush=True)
            continue
        with open(template, 'w', encoding='utf-8') as handle:
            handle.write(stdout)
        document = json.loads(stdout)
        maker = RowMaker(document, texts, random.Random('%d/%s/%s' % (arguments.seed, record['file'], cell)))
        record.update(maker.counts)
        record['views'] = len(document.get('views', []))
        record['constraints'] = len(document.get('constraints', []))
        rows = os.path.join(workdir, name + '-rows.jsonl')
        with open(rows, 'w', encoding='utf-8') as handle:
            for identifier in range(1, arguments.rows + 1):
                handle.write(json.dumps(maker.row(identifier), ensure_ascii=False) + '\n')
        record['rows'] = arguments.rows
        record['template'] = template
        record['rowsFile'] = rows
        record.update(run_heights(arguments.binary, template, rows, widths, arguments.verify, arguments.seed,
                                  workdir, name, arguments.timeout))
        if not arguments.no_bench:
            record.update(run_bench(arguments.binary, template, rows, arguments.timeout, arguments.bench_retry_rows))
        records.append(record)
        print(table_line(record), flush=True)
        for note in ('heightsFailure', 'benchFailure', 'firstError'):
            if record.get(note):
                print('    %s: %s' % (note, str(record[note])[:200]), flush=True)
        for line in record.get('differences', []):
            print('    ' + line, flush=True)

    if arguments.out:
        with open(arguments.out, 'w', encoding='utf-8') as handle:
            for record in records:
                handle.write(json.dumps(record, ensure_ascii=False) + '\n')

    laid_out = [r for r in records if 'convertFailure' not in r]
    failures = {}
    for record in records:
        if 'convertFailure' in record:
            reason = re.sub(r'"[^"]*"|\'[^\']*\'', '...', record['convertFailure'])[:120]
            failures[reason] = failures.get(reason, 0) + 1
    benched = [r for r in laid_out if r.get('ratioWithText') is not None]
    print('\nsummary: %d cells, %d converted, %d failed to convert; load average after: %s' % (
        len(records), len(laid_out), len(records) - len(laid_out), ' '.join(open('/proc/loadavg').read().split()[:3])))
    for reason, count in sorted(failures.items(), key=lambda item: -item[1]):
        print('  convert failed %d x: %s' % (count, reason))
    differing = [r for r in laid_out if r.get('differ')]
    unverified = [r for r in laid_out if r.get('differ') is None]
    print('--verify: %d cells with differences (%d rows), %d cells not verified (heights failed)' % (
        len(differing), sum(r['differ'] for r in differing), len(unverified)))
    for record in differing:
        print('  DIFFER %s seed %d: %s' % (record['cell'], record['seed'], '; '.join(record.get('differences', []))[:300]))
    for record in unverified:
        print('  NOT VERIFIED %s: %s' % (record['cell'], record.get('heightsFailure')))
    modes = [r for r in benched if r.get('modesDiffer')]
    print('bench: %d cells where its modes gave different heights (bdiff: %s)' % (
        len(modes), ', '.join('%s %d' % (r['cell'], r['modesDiffer']) for r in modes)))
    print('with rows with errors: %d cells (%s)' % (
        sum(1 for r in laid_out if r.get('rowErrors')), ', '.join(r['cell'] for r in laid_out if r.get('rowErrors'))))
    for label, key, form in [('batch with text, rows/s', 'withText', '%.0f'), ('batch solve only, rows/s', 'solveOnly', '%.0f'),
                             ('with text / incremental', 'ratioWithText', '%.1fx'), ('solve only / incremental', 'ratioSolveOnly', '%.1fx'),
                             ('start-up share', 'startupShare', '%.3f'), ('variants', 'variants', '%.0f'),
                             ('regions', 'regions', '%.0f'), ('rows laid out by the model', 'modelRows', '%.0f'),
                             ('heights seconds', 'heightsSeconds', '%.1f')]:
        value = median(r.get(key) for r in benched if key != 'heightsSeconds') if key != 'heightsSeconds' else median(r.get(key) for r in laid_out)
        print('  median %-28s %s' % (label, form % value if value is not None else '-'))
    for label, key in [('with-text ratio', 'ratioWithText'), ('solve-only rate', 'solveOnly')]:
        print('worst five by %s:' % label)
        for record in sorted(benched, key=lambda r: r[key])[:5]:
            print('  ' + table_line(record))
    print('templates and rows: %s' % workdir)


if __name__ == '__main__':
    sys.exit(main())
