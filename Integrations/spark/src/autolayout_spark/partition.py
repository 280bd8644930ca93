"""What a task does with its partition: Arrow batches in, one ``autolayout heights`` process, Arrow
batches of results out (the function given to ``DataFrame.mapInArrow``).

Results are matched to rows by order alone, never by id (ids may repeat or be null): the tool
writes one result per row and width in input order. In the rows mode each row goes to the tool
with its ordinal in the partition as ``"id"``, and every result's echoed ordinal is checked, so a
broken order fails the task instead of mislabelling a height.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Iterator, Optional, Tuple

import pyarrow as pa

from .metrics import MetricsRecorder
from .process import Chunk, HeightsCommand, ToolFailure, stream_results
from .shipping import ShippedFiles

ROWS = "rows"
LINES = "lines"

# The tool names a bad row by its line in the stream it was given ("line 8.avatr: unknown
# view"); in a partition's private stream that number means nothing to the user, so it goes and
# the path inside the row stays ("avatr: unknown view").
_LINE_PREFIX = re.compile(r"^line \d+(?:\.|: )")


def row_error(message: Optional[str]) -> Optional[str]:
    return None if message is None else _LINE_PREFIX.sub("", message, count=1)


@dataclass(frozen=True)
class KillOnce:
    """Test hook: kill the tool of partition ``partition`` on the task's first attempt once
    ``after_results`` results are out (as a crash or a lost executor would)."""

    partition: int
    after_results: int


@dataclass(frozen=True)
class PartitionJob:
    """One job's task function. ``mode`` is ``ROWS`` (batches of the row's id and its JSON object
    without id) or ``LINES`` (batches of one column of raw JSON Lines text); ``schema`` is the
    Arrow schema of the results."""

    files: ShippedFiles
    widths: Tuple[float, ...]
    scale: float
    separator: bool
    frames: bool
    threads: Optional[int]
    mode: str
    schema: pa.Schema
    recorder: Optional[MetricsRecorder] = None
    kill: Optional[KillOnce] = None

    def __call__(self, batches: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        from pyspark import TaskContext

        task = TaskContext.get()
        kill_after = None
        if self.kill is not None and task is not None and task.partitionId() == self.kill.partition \
                and task.attemptNumber() == 0:
            kill_after = self.kill.after_results
        threads = self.threads or (task.cpus() if task is not None else None)
        chunks = self._row_chunks(batches) if self.mode == ROWS else self._line_chunks(batches)
        for context, lines in stream_results(lambda: self._command(threads), chunks, kill_after):
            yield self._results(context, lines)

    def _command(self, threads: Optional[int]) -> HeightsCommand:
        files = self.files
        return HeightsCommand(
            binary=files.binary.local_path(executable=True), template=files.template.local_path(),
            widths=self.widths, scale=self.scale, separator=self.separator, frames=self.frames,
            threads=threads, fonts=tuple((family, file.local_path()) for family, file in files.fonts))

    @staticmethod
    def _row_chunks(batches: Iterator[pa.RecordBatch]) -> Iterator[Chunk]:
        ordinal = 0
        for batch in batches:
            count = batch.num_rows
            if count == 0:
                continue
            lines = []
            for offset, text in enumerate(batch.column(1).to_pylist()):
                # to_json wrote the row's object without an id: the ordinal goes first.
                body = text[1:] if text and text != "{}" else "}"
                lines.append(f'{{"id":{ordinal + offset}{"," if body != "}" else ""}{body}')
            lines.append("")
            yield Chunk("\n".join(lines).encode("utf-8"), count, (batch.column(0), ordinal, count))
            ordinal += count

    @staticmethod
    def _line_chunks(batches: Iterator[pa.RecordBatch]) -> Iterator[Chunk]:
        for batch in batches:
            lines = []
            for text in batch.column(0).to_pylist():
                # Blank lines are not rows (the tool skips them too); a line break inside a value
                # would split one row in two.
                if text is None or not text.strip(" \t\r"):
                    continue
                if "\n" in text or "\r" in text:
                    text = text.replace("\r", " ").replace("\n", " ")
                lines.append(text)
            if lines:
                count = len(lines)
                lines.append("")
                yield Chunk("\n".join(lines).encode("utf-8"), count, (None, 0, count))

    def _results(self, context, lines: list) -> pa.RecordBatch:
        ids, first_ordinal, rows = context
        per_row = len(self.widths)
        widths, heights, errors, frames, echoed = [], [], [], [], []
        bad_rows = set()
        for index, line in enumerate(lines):
            result = json.loads(line)
            row = index // per_row
            if self.mode == ROWS:
                if result.get("id") != first_ordinal + row:
                    raise ToolFailure(f"result {index} of a chunk is for row {result.get('id')!r}, "
                                      f"expected {first_ordinal + row}: {line[:200]!r}")
            else:
                echoed.append(_id_text(result.get("id")))
            widths.append(self.widths[index % per_row])
            error = row_error(result.get("error"))
            errors.append(error)
            heights.append(None if error is not None else result.get("height"))
            if error is not None:
                bad_rows.add(row)
            if self.frames:
                found = result.get("frames")
                frames.append(None if found is None else list(found.items()))
        if self.mode == ROWS:
            id_column = ids.take(pa.array([index // per_row for index in range(len(lines))], pa.int64()))
        else:
            id_column = pa.array(echoed, pa.string())
        schema = self.schema
        columns = [id_column.cast(schema.field("id").type) if id_column.type != schema.field("id").type else id_column,
                   pa.array(widths, pa.float64()), pa.array(heights, pa.float64()), pa.array(errors, pa.string())]
        if self.frames:
            columns.append(pa.array(frames, schema.field("frames").type))
        if self.recorder is not None:
            self.recorder.add(rows, len(lines), sum(error is not None for error in errors), len(bad_rows))
        return pa.RecordBatch.from_arrays(columns, schema=schema)


def _id_text(value) -> Optional[str]:
    """A raw line's id as text: a string as it is, null as null, anything else as compact JSON."""
    if value is None or isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
