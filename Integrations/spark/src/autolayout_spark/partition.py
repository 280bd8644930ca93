"""What a task does with its partition: Arrow batches in, one ``autolayout heights`` process, Arrow
batches of results out (the function given to ``DataFrame.mapInArrow``).

Results are matched to rows by order alone, never by id (ids may repeat or be null): the tool
writes one result per row and width in input order. In the rows mode each row goes to the tool
with its ordinal in the partition as ``"id"``, and every result's echoed ordinal is checked, so a
broken order fails the task instead of mislabelling a height.

Everything per row is vectorised (Arrow compute, NumPy, Arrow's JSON reader), so the Python
worker costs about a microsecond a row beside the tool's own work.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Optional, Tuple

import json

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.json as pj

from .metrics import MetricsRecorder
from .process import Chunk, HeightsCommand, ToolFailure, stream_results
from .shipping import ShippedFiles

ROWS = "rows"
LINES = "lines"

# The tool names a bad row by its line in the stream it was given ("line 8.avatr: unknown
# view"); in a partition's private stream that number means nothing to the user, so it goes and
# the path inside the row stays ("avatr: unknown view").
_LINE_PREFIX = r"^line \d+(?:\.|: )"


@dataclass(frozen=True)
class KillOnce:
    """Test hook: on the task's first attempt, kill the tool of partition ``partition`` after
    ``after_rows`` rows, before the end of its input (as a crash or a lost executor would)."""

    partition: int
    after_rows: int


@dataclass(frozen=True)
class PartitionJob:
    """One job's task function. In the ``ROWS`` mode its input batches are ``(id, row)``: the
    row's id (any type) and its JSON object without an id; in the ``LINES`` mode ``(line,)``,
    the raw JSON line, whose id is read back from the tool's results. ``schema`` is the Arrow
    schema of the results."""

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
    categories: Tuple[str, ...] = ()

    def __call__(self, batches: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        from pyspark import TaskContext

        task = TaskContext.get()
        kill_after = None
        if self.kill is not None and task is not None and task.partitionId() == self.kill.partition \
                and task.attemptNumber() == 0:
            kill_after = self.kill.after_rows
        threads = self.threads or (task.cpus() if task is not None else None)
        chunks = self._row_chunks(batches) if self.mode == ROWS else self._line_chunks(batches)
        for context, lines in stream_results(lambda: self._command(threads), chunks, kill_after):
            yield self._results(context, lines)

    def _command(self, threads: Optional[int]) -> HeightsCommand:
        files = self.files
        return HeightsCommand(
            binary=files.binary.local_path(executable=True), template=files.template.local_path(),
            widths=self.widths, scale=self.scale, separator=self.separator, frames=self.frames,
            threads=threads, fonts=tuple((family, ",".join(file.local_path() for file in family_files))
                        for family, family_files in files.fonts), categories=self.categories)

    @staticmethod
    def _row_chunks(batches: Iterator[pa.RecordBatch]) -> Iterator[Chunk]:
        ordinal = 0
        for batch in batches:
            count = batch.num_rows
            if count == 0:
                continue
            # to_json wrote each row's object without an id: the row's ordinal goes in first.
            bodies = batch.column(1)
            ordinals = pc.cast(pa.array(np.arange(ordinal, ordinal + count, dtype=np.int64)), pa.string())
            empty = pc.equal(bodies, "{}")
            lines = pc.binary_join_element_wise(
                '{"id":', ordinals, pc.if_else(empty, "", ","), pc.utf8_slice_codeunits(bodies, 1), "\n", "")
            yield Chunk(_joined(lines), count, (batch.column(0), ordinal, count))
            ordinal += count

    @staticmethod
    def _line_chunks(batches: Iterator[pa.RecordBatch]) -> Iterator[Chunk]:
        for batch in batches:
            # Blank lines are not rows (the tool skips them too); a line break inside a value
            # would cut one row in two.
            texts = batch.column(0)
            texts = texts.filter(pc.fill_null(pc.not_equal(pc.utf8_trim(texts, " \t\r"), ""), False))
            if len(texts) == 0:
                continue
            texts = pc.replace_substring(pc.replace_substring(texts, "\n", " "), "\r", " ")
            lines = pc.binary_join_element_wise(texts, "\n", "")
            yield Chunk(_joined(lines), len(texts), (None, 0, len(texts)))

    def _results(self, context, lines: bytes) -> pa.RecordBatch:
        ids, first_ordinal, rows = context
        categories = self.categories or (None,)
        per_row = len(self.widths) * len(categories)
        table = pj.read_json(pa.BufferReader(lines), read_options=pj.ReadOptions(
            use_threads=False, block_size=len(lines) + 1), parse_options=pj.ParseOptions(
            explicit_schema=self._parsed_schema(),
            unexpected_field_behavior="infer" if self.frames else "ignore"))
        if table.num_rows != rows * per_row:
            raise ToolFailure(f"{table.num_rows} results for {rows} rows at {per_row} widths and categories")
        row_of_result = np.repeat(np.arange(rows, dtype=np.int64), per_row)
        if self.mode == ROWS:
            echoed = table.column("id").combine_chunks()
            in_order = pc.fill_null(pc.equal(echoed, pa.array(row_of_result + first_ordinal)), False)
            if not pc.all(in_order).as_py():
                raise ToolFailure(f"results out of order: row ordinals {echoed.to_pylist()[:10]}... "
                                  f"where {first_ordinal}... were expected")
        errors = pc.replace_substring_regex(table.column("error").combine_chunks(), _LINE_PREFIX, "",
                                            max_replacements=1)
        heights = pc.if_else(pc.is_null(errors), table.column("height").combine_chunks(),
                             pa.scalar(None, pa.float64()))
        schema = self.schema
        id_type = schema.field("id").type
        id_column = ids.take(pa.array(row_of_result)) if self.mode == ROWS else \
            _echoed_ids(lines, per_row).take(pa.array(row_of_result))
        columns = [id_column if id_column.type == id_type else id_column.cast(id_type),
                   pa.array(np.tile(np.asarray(self.widths, dtype=np.float64), rows * len(categories)))]
        if self.categories:
            # Per row the tool writes each category's widths in turn: the order is the check.
            if len(self.categories) > 1 and not pc.all(pc.equal(table.column("category").combine_chunks(), pa.array(
                    np.tile(np.repeat(np.asarray(self.categories, dtype=object), len(self.widths)), rows).tolist()))).as_py():
                raise ToolFailure("results out of order: categories differ from the order asked")
            columns.append(pa.array(np.tile(np.repeat(np.asarray(self.categories, dtype=object), len(self.widths)),
                                            rows).tolist(), pa.string()))
        columns += [heights, errors, table.column("warnings").combine_chunks()]
        if self.frames:
            columns.append(_frames(table, schema.field("frames").type))
        if self.recorder is not None:
            bad = pc.is_valid(errors).to_numpy(zero_copy_only=False).reshape(rows, per_row)
            self.recorder.add(rows, rows * per_row, int(bad.sum()), int(bad.any(axis=1).sum()))
        return pa.RecordBatch.from_arrays(columns, schema=schema)

    def _parsed_schema(self) -> pa.Schema:
        """What is read of each result line (the echoed id only where it is the ordinal)."""
        fields = [("width", pa.float64()), ("height", pa.float64()), ("error", pa.string()),
                  ("warnings", self.schema.field("warnings").type)]
        if len(self.categories) > 1:
            fields.insert(1, ("category", pa.string()))
        if self.mode == ROWS:
            fields.insert(0, ("id", pa.int64()))
        return pa.schema(fields)


def _joined(lines: pa.Array) -> bytes:
    """The concatenated values of a string array without nulls, as one bytes object."""
    lines = lines.combine_chunks() if isinstance(lines, pa.ChunkedArray) else lines
    offsets = np.frombuffer(lines.buffers()[1], dtype=np.int32 if lines.type == pa.string() else np.int64)
    start, end = int(offsets[lines.offset]), int(offsets[lines.offset + len(lines)])
    return lines.buffers()[2].to_pybytes()[start:end] if end > start else b""


# The tool writes each result as {"id": ID, "key": ...} with ID in its own compact JSON (no
# space after a comma inside it) and a quote inside a string escaped, so the first ', "' ends
# the id, whatever keys come after it.
_ECHOED_ID = r'^\{"id": (?P<id>.*?), "'


def _echoed_ids(lines: bytes, per_row: int) -> pa.Array:
    """Each row's id as the tool echoed it, as text: a string id as it is, null as null, any
    other its JSON text as the tool wrote it (``7``, ``7.5``, ``{"a":1}``)."""
    texts = pc.split_pattern(pa.array([lines], pa.binary()), b"\n").flatten()
    texts = texts.slice(0, len(texts) - 1).take(pa.array(np.arange(0, len(texts) - 1, per_row)))
    ids = pc.struct_field(pc.extract_regex(texts.cast(pa.string()), _ECHOED_ID), [0])
    if ids.null_count:
        raise ToolFailure(f"a result line the job cannot read: {texts.filter(pc.is_null(ids))[0]}")
    quoted = pc.starts_with(ids, '"')
    text = pc.if_else(quoted, pc.utf8_slice_codeunits(ids, 1, -1), ids)
    text = pc.if_else(pc.equal(ids, "null"), pa.scalar(None, pa.string()), text)
    escaped = pc.and_(quoted, pc.match_substring(ids, "\\"))
    if not pc.any(escaped).as_py():
        return text
    # Escapes are rare in ids: those few are read by the JSON parser.
    values = text.to_pylist()
    for index in np.flatnonzero(escaped.to_numpy(zero_copy_only=False)):
        values[index] = json.loads(ids[int(index)].as_py())
    return pa.array(values, pa.string())


def _frames(table: pa.Table, frames_type: pa.DataType) -> pa.Array:
    """The tool's ``"frames": {"view": [x, y, w, h], ...}`` objects as a map column."""
    if "frames" not in table.column_names:
        return pa.nulls(table.num_rows, frames_type)
    found = table.column("frames").to_pylist()
    return pa.array([None if frames is None else [(view, frame) for view, frame in frames.items()
                                                  if frame is not None] for frames in found], frames_type)
