"""``cell_heights``: the bulk cell-height job of ``autolayout heights`` as a Spark transformation."""

from __future__ import annotations

import math
import os
from typing import Mapping, Optional, Sequence, Union

from .metrics import HeightsMetrics
from .partition import LINES, ROWS, KillOnce, PartitionJob
from .shipping import ship_job_files, ship_package

KILL_ENV = "AUTOLAYOUT_SPARK_TEST_KILL"


def cell_heights(df, template: str, widths: Union[float, Sequence[float]], *, scale: float = 3,
                 separator: bool = False, id_col: str = "id", columns: Optional[Mapping[str, str]] = None,
                 binary: Optional[str] = None, fonts: Optional[Mapping[str, Union[str, Sequence[str]]]] = None,
                 frames: bool = False, threads: Optional[int] = None,
                 metrics: Optional[HeightsMetrics] = None, content_size_categories: Optional[Sequence[str]] = None):
    """Cell heights of every row of ``df`` at every width, as UITableView would give them.

    ``template`` is the cell's layout document (a path on the driver, or a URI). Without
    ``columns`` every column but ``id_col`` is a view id of the template, in the rows format of
    ``autolayout heights``: a string is that label's text, an array ``[w, h]`` an image's size,
    a struct or map an object of the document's view keys (``photo: {hidden: true}``). With
    ``columns`` (``{"title": "titleLabel"}``) only those columns are used, each for its view.
    A null value, at any depth, is left out: the view keeps the template's value.

    Returns a DataFrame with, per row and width: ``id`` (the row's ``id_col`` as it is, same type
    and value, repeats and nulls kept), ``width`` (double), ``height`` (double; null when the row
    is bad), ``error`` (string naming what is wrong in the row, null when it is fine) and
    ``warnings`` (what layout reported about the row, as the tool's ``"warnings"``: an array of
    ``{kind, message, broken}`` with Apple's message and the constraint broken; null for most
    rows), and with
    ``frames=True`` ``frames``: every view's ``[x, y, width, height]`` by view id. A partition's
    results come in its row order, widths in the order given.

    ``content_size_categories`` (UIKit's names, as ``autolayout heights --content-size-category``;
    ``["all"]`` for all twelve): the user's text sizes, each row then answered per category and
    width (categories in the order given), with a ``category`` column (string) after ``width``.
    Without it, the tool's default size and no ``category`` column.

    How it runs: each partition streams its rows, as JSON Lines, through one
    ``autolayout heights TEMPLATE - --width W...`` process, which answers one line per row and
    width in input order; a result is matched to its row by that order, never by id. The
    binary is ``binary``, else ``$AUTOLAYOUT_BINARY`` on the driver (both shipped with the job,
    with the template and the ``fonts`` files, ``{family: file or [files]}``, passed on as
    ``--font FAMILY=FILE[,FILE...]``), else ``autolayout`` on each executor's ``PATH``. The tool gets
    ``--threads`` = ``threads``, else the task's CPUs (``spark.task.cpus``). Empty partitions
    start no process.

    Failures and exactly once: a bad row is an error result, never a failed task. A process that
    dies, exits non-zero, or answers out of order raises in the task (with the tool's stderr), and
    Spark retries the task (up to ``spark.task.maxFailures``; in local mode the master must say so,
    ``local[2,4]``). A retry recomputes the whole partition, and Spark keeps the output of exactly
    one successful attempt per partition (a failed attempt's partial results are dropped, and its
    files are never committed), so every row is answered exactly once per width as long as the
    partition's rows are the same on every attempt: true for files, tables and deterministic
    transformations, as it is for every Spark job that must not lose or repeat rows.

    ``metrics`` (a ``HeightsMetrics``) counts rows, results, error results and bad rows.
    """
    from pyspark.sql import functions as F

    _check_columns(df, id_col, columns)
    mapping = dict(columns) if columns is not None else {c: c for c in df.columns if c != id_col}
    fields = [df[name].alias(view) for name, view in mapping.items()]
    row_json = (F.to_json(F.struct(*fields), {"ignoreNullFields": "true"}) if fields else F.lit("{}"))
    prepared = df.select(df[id_col].alias("id"), row_json.alias("row"))
    return _run(prepared, ROWS, df.schema[id_col].dataType, template, widths, scale, separator, binary,
                fonts, frames, threads, metrics, content_size_categories)


def cell_heights_of_lines(lines_df, template: str, widths: Union[float, Sequence[float]], *, scale: float = 3,
                          separator: bool = False, line_col: str = "value", binary: Optional[str] = None,
                          fonts: Optional[Mapping[str, Union[str, Sequence[str]]]] = None, frames: bool = False,
                          threads: Optional[int] = None, metrics: Optional[HeightsMetrics] = None,
                          content_size_categories: Optional[Sequence[str]] = None):
    """``cell_heights`` for rows that are already JSON Lines text, one per row of ``line_col``
    (``spark.read.text("rows.jsonl")``): each line goes to the tool as it is, so the answers,
    bad lines included, are those of ``autolayout heights`` on the same file. Blank and null
    lines are not rows (the tool skips blank lines). ``id`` is a string, the id the tool echoes:
    a string id as it is, any other as the tool's JSON text of it (``7`` gives ``"7"``), null
    when the line has none or is not a JSON object. Everything else is as in ``cell_heights``.
    """
    from pyspark.sql.types import StringType

    if line_col not in lines_df.columns:
        raise ValueError(f"line_col {line_col!r} is not a column of the DataFrame ({', '.join(lines_df.columns)})")
    prepared = lines_df.select(lines_df[line_col].cast("string").alias("line"))
    return _run(prepared, LINES, StringType(), template, widths, scale, separator, binary, fonts, frames,
                threads, metrics, content_size_categories)


def result_schema(id_type, frames: bool, categories: bool = False):
    """The Spark schema of the results (``categories``: with the ``category`` column)."""
    from pyspark.sql.types import ArrayType, DoubleType, MapType, StringType, StructField, StructType

    warning = StructType([StructField("kind", StringType(), True), StructField("message", StringType(), True),
                          StructField("broken", StringType(), True)])
    fields = [StructField("id", id_type, True), StructField("width", DoubleType(), False)]
    if categories:
        fields.append(StructField("category", StringType(), False))
    fields += [StructField("height", DoubleType(), True), StructField("error", StringType(), True),
               StructField("warnings", ArrayType(warning, False), True)]
    if frames:
        fields.append(StructField("frames", MapType(StringType(), ArrayType(DoubleType(), False), False), True))
    return StructType(fields)


def _run(prepared, mode, id_type, template, widths, scale, separator, binary, fonts, frames, threads, metrics,
         categories=None):
    from pyspark.sql.pandas.types import to_arrow_schema

    widths = _check_widths(widths)
    categories = _check_categories(categories)
    if not (isinstance(scale, (int, float)) and math.isfinite(scale) and scale >= 0):
        raise ValueError(f"scale must be a number >= 0 (0: no rounding), not {scale!r}")
    if threads is not None and int(threads) < 1:
        raise ValueError("threads must be at least 1")
    spark_context = prepared.sparkSession.sparkContext
    schema = result_schema(id_type, frames, bool(categories))
    ship_package(spark_context)
    job = PartitionJob(
        files=ship_job_files(spark_context, template, binary, fonts), widths=widths, scale=float(scale),
        separator=bool(separator), frames=bool(frames), threads=threads, mode=mode,
        schema=to_arrow_schema(schema), recorder=metrics.recorder if metrics is not None else None,
        kill=_kill_hook(), categories=categories)
    return prepared.mapInArrow(job, schema)


# UIKit's content size categories, smallest first: the tool's names (`ContentSizeCategory`).
CATEGORIES = ("extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
              "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
              "accessibilityExtraExtraExtraLarge")


def _check_categories(categories) -> tuple:
    """The categories as the tool is given them: names checked, ``all`` expanded, each once."""
    if categories is None:
        return ()
    names = (categories,) if isinstance(categories, str) else tuple(categories)
    result = []
    for name in names:
        if name != "all" and name not in CATEGORIES:
            raise ValueError(f"unknown content size category {name!r} (one of {', '.join(CATEGORIES)}, or all)")
        result += [c for c in (CATEGORIES if name == "all" else (name,)) if c not in result]
    if not result:
        raise ValueError("give at least one content size category, or none at all")
    return tuple(result)


def _check_widths(widths) -> tuple:
    values = (widths,) if isinstance(widths, (int, float)) else tuple(widths)
    if not values:
        raise ValueError("give at least one width")
    for width in values:
        if not (isinstance(width, (int, float)) and math.isfinite(width) and width >= 0):
            raise ValueError(f"a width must be a number >= 0, not {width!r}")
    return tuple(float(width) for width in values)


def _check_columns(df, id_col: str, columns: Optional[Mapping[str, str]]) -> None:
    if id_col not in df.columns:
        raise ValueError(f"id_col {id_col!r} is not a column of the DataFrame ({', '.join(df.columns)})")
    if columns is None:
        return
    views = list(columns.values())
    for name, view in columns.items():
        if name not in df.columns:
            raise ValueError(f"columns: {name!r} is not a column of the DataFrame ({', '.join(df.columns)})")
        if not isinstance(view, str) or not view or view == "id":
            raise ValueError(f"columns: {name!r} maps to {view!r}, which is not a view id")
        if views.count(view) > 1:
            raise ValueError(f"columns: two columns map to the view {view!r}")


def _kill_hook() -> Optional[KillOnce]:
    """``AUTOLAYOUT_SPARK_TEST_KILL=PARTITION:ROWS`` (read on the driver when the job is
    planned): the tests' way to kill one task's process mid-partition, on its first attempt."""
    value = os.environ.get(KILL_ENV)
    if not value:
        return None
    partition, _, rows = value.partition(":")
    return KillOnce(int(partition), int(rows or 1))
