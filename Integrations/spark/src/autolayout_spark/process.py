"""One ``autolayout heights TEMPLATE -`` process per partition, fed and read at the same time.

The tool reads rows in chunks of many thousand lines and writes a chunk's results only when it
has the whole chunk (or the end of its input), so rows must go in while results come out: a
writer thread feeds standard input from the partition's batches, and the task's own thread reads
standard output. Neither ever waits for the other, so the pipes cannot deadlock, and memory stays
bounded (the tool stops reading when nobody reads its results, and then the writer blocks).
"""

from __future__ import annotations

import fcntl
import itertools
import os
import queue
import signal
import subprocess
import tempfile
import threading
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, Optional, Tuple

import numpy as np


class ToolFailure(RuntimeError):
    """The ``autolayout`` process died, exited non-zero or broke the one-line-per-result
    protocol. Raised in the task, so Spark retries it; the message carries the tool's stderr."""


@dataclass(frozen=True)
class Chunk:
    """Rows for the tool: ``payload`` is ``rows`` JSON lines, each ending in a newline;
    ``context`` comes back with the chunk's results (the ids, the first ordinal, ...)."""

    payload: bytes
    rows: int
    context: Any


@dataclass(frozen=True)
class HeightsCommand:
    """The command line of one ``autolayout heights`` process reading rows from standard input.

    ``fonts`` are ``(family, files)`` pairs, ``files`` comma-separated, passed on as
    ``--font FAMILY=FILE[,FILE...]``."""

    binary: str
    template: str
    widths: Tuple[float, ...]
    scale: float
    separator: bool = False
    frames: bool = False
    threads: Optional[int] = None
    fonts: Tuple[Tuple[str, str], ...] = ()
    categories: Tuple[str, ...] = ()

    @property
    def results_per_row(self) -> int:
        """How many result lines the tool writes per row: one per width, per category when
        several are asked (categories first, then widths)."""
        return len(self.widths) * max(1, len(self.categories))

    def argv(self) -> list:
        # A bad row is an error result, never a failed task: the exit code stays 0 for it.
        args = [self.binary, "heights", self.template, "-", "--allow-row-errors"]
        for width in self.widths:
            args += ["--width", repr(float(width))]
        args += ["--scale", repr(float(self.scale))]
        if self.separator:
            args.append("--separator")
        if self.frames:
            args.append("--frames")
        if self.threads is not None:
            args += ["--threads", str(int(self.threads))]
        for family, path in self.fonts:
            args += ["--font", f"{family}={path}"]
        for category in self.categories:
            args += ["--content-size-category", category]
        return args


_END = object()


@dataclass(frozen=True)
class _UpstreamError:
    """The partition's input itself failed (in the writer thread); re-raised in the task."""

    error: BaseException


def stream_results(
    make_command: Callable[[], HeightsCommand],
    chunks: Iterable[Chunk],
    kill_after_rows: Optional[int] = None,
) -> Iterator[Tuple[Any, bytes]]:
    """Yields ``(chunk.context, result_lines)`` per chunk, in order: the ``rows × results_per_row``
    lines of the tool's output that answer the chunk (one bytes object, each line ending in a
    newline), as the tool writes one result per row, category and width in input order.

    ``make_command`` is called once the first chunk is there: no process starts, and no file is
    looked up, for an empty partition. Raises ``ToolFailure`` when the process ends
    before every result is out, writes more results than rows, or exits non-zero.
    ``kill_after_rows`` is a test hook: once that many rows are written and some results have
    been handed on, the process is killed with SIGKILL before it has seen the end of its input,
    as a crash or a lost executor would; give more rows than the tool's chunk (32,768), or it
    writes no result before the end of its input.
    """
    iterator = iter(chunks)
    first = next(iterator, None)
    if first is None:
        return
    command = make_command()
    per_row = command.results_per_row
    stderr = tempfile.TemporaryFile()
    process = subprocess.Popen(command.argv(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr)
    for pipe in (process.stdin, process.stdout):
        _widen(pipe)
    pending: "queue.Queue[Any]" = queue.Queue()
    handed_on = threading.Event()
    kill = None if kill_after_rows is None else _KillMidway(process, kill_after_rows, handed_on)
    writer = threading.Thread(
        target=_feed, args=(process.stdin, itertools.chain([first], iterator), pending, kill),
        name="autolayout-stdin", daemon=True)
    writer.start()
    expected = 0
    produced = 0
    results = _LineReader(process.stdout)
    try:
        while True:
            item = pending.get()
            if item is _END:
                break
            if isinstance(item, _UpstreamError):
                raise item.error
            chunk_context, rows = item
            needed = rows * per_row
            expected += needed
            lines, count = results.take(needed)
            produced += count
            if count < needed:
                raise _failure(process, stderr, f"ended after {produced} of at least {expected} results")
            yield chunk_context, lines
            handed_on.set()
        if results.take(1)[1] or results.rest():
            raise _failure(process, stderr, f"wrote more than the {expected} results of its {expected // per_row} rows")
        if process.wait() != 0:
            raise _failure(process, stderr, f"failed after all {expected} results")
    finally:
        if process.poll() is None:
            process.kill()
        process.wait()
        writer.join(timeout=10)
        process.stdout.close()
        stderr.close()


# Linux's default pipe holds 64 KiB: a few hundred rows. A wider one lets the writer run ahead
# while the tool lays out a chunk, and the tool write a chunk's results while Python parses the
# last one, with fewer switches between the three.
_PIPE_BYTES = 1 << 20


def _widen(pipe) -> None:
    set_size = getattr(fcntl, "F_SETPIPE_SZ", None)
    if set_size is None:
        return
    try:
        fcntl.fcntl(pipe.fileno(), set_size, _PIPE_BYTES)
    except OSError:  # over /proc/sys/fs/pipe-max-size for an unprivileged user: keep the default
        pass


class _LineReader:
    """Whole lines from a pipe, many at a time: reads large blocks and counts newlines in them
    (NumPy), so a result costs no Python call of its own."""

    def __init__(self, stream):
        self.stream = stream
        self.pending = b""

    def take(self, count: int) -> Tuple[bytes, int]:
        """The next ``count`` lines as one bytes object, and how many there were (fewer only at
        the end of the output; an unfinished last line is never returned)."""
        parts = []
        found = 0
        while found < count:
            if not self.pending:
                self.pending = self.stream.read1(1 << 20)
                if not self.pending:
                    break
            ends = np.flatnonzero(np.frombuffer(self.pending, dtype=np.uint8) == 10)
            wanted = count - found
            if len(ends) <= wanted:
                cut = int(ends[-1]) + 1 if len(ends) else 0
                found += len(ends)
            else:
                cut = int(ends[wanted - 1]) + 1
                found += wanted
            if cut == 0:  # no newline yet: wait for the rest of the line
                more = self.stream.read1(1 << 20)
                if not more:
                    break
                self.pending += more
                continue
            parts.append(self.pending[:cut])
            self.pending = self.pending[cut:]
        return b"".join(parts), found

    def rest(self) -> bytes:
        """What is left (an unfinished line), to tell that the output had more than expected."""
        return self.pending or self.stream.read(1)


@dataclass
class _KillMidway:
    """The test hook of ``stream_results``: kills ``process`` after ``after_rows`` rows are
    written, once some results are handed on (``handed_on``)."""

    process: subprocess.Popen
    after_rows: int
    handed_on: threading.Event

    def __call__(self, written_rows: int) -> None:
        if written_rows >= self.after_rows and self.process.poll() is None:
            self.handed_on.wait(timeout=600)
            os.kill(self.process.pid, signal.SIGKILL)
            self.after_rows = 1 << 62


def _feed(stdin, chunks: Iterator[Chunk], pending: "queue.Queue[Any]", kill: Optional[_KillMidway]) -> None:
    """The writer thread: announces each chunk, then writes it. A closed pipe (the process
    died) ends the feed quietly: the reader sees the missing results and reports them. A failure
    of the partition's input is handed to the reader, which raises it."""
    written = 0
    try:
        for chunk in chunks:
            pending.put((chunk.context, chunk.rows))
            if not _write(stdin, chunk.payload):
                break
            written += chunk.rows
            if kill is not None:
                stdin.flush()
                kill(written)
        else:
            _close_quietly(stdin)
    except BaseException as error:  # the input failed, not the pipe: the task must fail with it
        pending.put(_UpstreamError(error))
        _close_quietly(stdin)
        return
    pending.put(_END)


def _write(stdin, payload: bytes) -> bool:
    """False when the process has gone (its end of the pipe is closed)."""
    try:
        stdin.write(payload)
        return True
    except OSError:
        _close_quietly(stdin)
        return False


def _close_quietly(stream) -> None:
    try:
        stream.close()
    except OSError:
        pass


def _failure(process: subprocess.Popen, stderr, what: str) -> ToolFailure:
    if process.poll() is None:
        process.kill()
    code = process.wait()
    status = f"killed by signal {-code}" if code < 0 else f"exit code {code}"
    stderr.seek(0)
    message = stderr.read().decode("utf-8", "replace").strip()
    if len(message) > 4000:
        message = "..." + message[-4000:]
    command = " ".join(str(arg) for arg in process.args)
    return ToolFailure(f"autolayout heights ({status}) {what}" + (f": {message}" if message else "")
                       + f"\ncommand: {command}")
