"""``python -m autolayout_spark heights TEMPLATE INPUT OUTPUT --width W ...``: the job from files.

JSON Lines input goes to the tool line by line as it is (``cell_heights_of_lines``), so the
answers are those of ``autolayout heights`` on the same file; Parquet input is a table in the rows
format, or any table with ``--column COL=VIEW`` (``cell_heights``). ``OUTPUT`` is a Spark output
directory of part files (Parquet or JSON Lines).
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import math
import os
import sys
import threading
import time
from typing import List, Optional

from .shipping import font_paths

LOG = logging.getLogger("autolayout_spark")

# Local mode retries a failed task only when the master says how often (local[N,F]).
DEFAULT_LOCAL_MASTER = "local[*,4]"


def parse_arguments(argv: Optional[List[str]] = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m autolayout_spark",
                                     description="OpenAutoLayout cell heights as an Apache Spark job.")
    commands = parser.add_subparsers(dest="command", required=True)
    heights = commands.add_parser(
        "heights", help="Cell heights of every row at every width.",
        description="Cell heights of every row of INPUT at every width, written to the Spark output "
                    "directory OUTPUT. Bad rows get an error result; the job goes on.")
    heights.add_argument("template", help="The cell template: a layout document (JSON).")
    heights.add_argument("input", help="The rows: a JSON Lines file or folder, or a Parquet table.")
    heights.add_argument("output", help="The output directory (part files).")
    heights.add_argument("--width", dest="widths", type=float, action="append", required=True,
                         help="A content width in points; repeat for several.")
    heights.add_argument("--scale", type=float, default=3.0,
                         help="Pixel grid (1, 2, 3); 0 turns rounding off (default: 3).")
    heights.add_argument("--separator", action="store_true",
                         help="Add the row separator's 1/scale to each height, as UITableView does.")
    heights.add_argument("--frames", action="store_true", help="Also write every view's frame.")
    heights.add_argument("--input-format", choices=["jsonl", "parquet"],
                         help="Default: parquet when INPUT ends in .parquet, else jsonl.")
    heights.add_argument("--output-format", choices=["jsonl", "parquet"], default="parquet",
                         help="Default: parquet.")
    heights.add_argument("--id-col", default="id", help="Parquet input: the id column (default: id).")
    heights.add_argument("--column", dest="columns", action="append", default=[], metavar="COL=VIEW",
                         help="Parquet input: use column COL for view VIEW (repeat); "
                              "default: every column but the id, each for the view of its name.")
    heights.add_argument("--partitions", type=int,
                         help="Run in N partitions (tasks): the input files are split into N "
                              "without a shuffle where they can be.")
    heights.add_argument("--master", help=f"Spark master URL (default: spark-submit's, else {DEFAULT_LOCAL_MASTER}).")
    heights.add_argument("--binary", help="The autolayout binary, shipped with the job "
                                          "(default: $AUTOLAYOUT_BINARY, else autolayout on the executors' PATH).")
    heights.add_argument("--font", dest="fonts", action="append", default=[], metavar="FAMILY=FILE[,FILE...]",
                         help="A family's font files (each face registered by its own weight), shipped with "
                              "the job and passed on as --font; repeat for several families.")
    heights.add_argument("--threads", type=int,
                         help="The tool's --threads per task (default: spark.task.cpus).")
    heights.add_argument("--content-size-category", dest="categories", action="append", default=[], metavar="NAME",
                         help="A text size (UIKit's name, or all); repeat for several. Each row is then answered "
                              "per category and width, with a category column.")
    heights.add_argument("--overwrite", action="store_true", help="Replace OUTPUT if it exists.")
    heights.add_argument("--progress", type=float, default=10.0, metavar="SECONDS",
                         help="Log rows done every SECONDS while the job runs (0: never; default 10).")
    arguments = parser.parse_args(argv)
    arguments.columns = _pairs(parser, arguments.columns, "--column")
    arguments.fonts = _pairs(parser, arguments.fonts, "--font")
    if arguments.partitions is not None and arguments.partitions < 1:
        parser.error("--partitions must be at least 1")
    if arguments.input_format is None:
        arguments.input_format = "parquet" if arguments.input.rstrip("/").endswith(".parquet") else "jsonl"
    return arguments


def _pairs(parser, values: List[str], option: str) -> dict:
    pairs = {}
    for value in values:
        key, separator, target = value.partition("=")
        if not separator or not key or not target:
            parser.error(f"{option} takes KEY=VALUE, not {value!r}")
        pairs[key] = target
    return pairs


def main(argv: Optional[List[str]] = None) -> int:
    arguments = parse_arguments(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s", stream=sys.stderr)
    missing = _missing_local_file(arguments)
    if missing:  # before Spark starts: a typo should not cost a JVM start
        print(f"autolayout_spark heights: {missing}", file=sys.stderr)
        return 1
    spark = _session(arguments.master)
    try:
        summary = run(arguments, spark)
    except Exception as error:  # the job could not run: say why in one line, as the tool does
        print(f"autolayout_spark heights: {error}", file=sys.stderr)
        return 1
    finally:
        spark.stop()
    print(f"autolayout_spark heights: {summary} -> {arguments.output}", file=sys.stderr)
    return 0


def run(arguments: argparse.Namespace, spark) -> str:
    """Runs the job of parsed ``arguments`` in ``spark``; returns its summary line."""
    from .heights import cell_heights, cell_heights_of_lines
    from .metrics import HeightsMetrics

    with _split_settings(spark, arguments):
        rows = _read(spark, arguments)
        metrics = HeightsMetrics(spark.sparkContext)
        common = dict(scale=arguments.scale, separator=arguments.separator, binary=arguments.binary,
                      fonts=arguments.fonts or None, frames=arguments.frames, threads=arguments.threads,
                      metrics=metrics, content_size_categories=arguments.categories or None)
        if arguments.input_format == "jsonl":
            results = cell_heights_of_lines(rows, arguments.template, arguments.widths, **common)
        else:
            results = cell_heights(rows, arguments.template, arguments.widths, id_col=arguments.id_col,
                                   columns=arguments.columns or None, **common)
        writer = results.write.mode("overwrite" if arguments.overwrite else "errorifexists")
        LOG.info("%s -> %s, %d partitions, widths %s", arguments.input, arguments.output,
                 rows.rdd.getNumPartitions(), ", ".join(f"{w:g}" for w in arguments.widths))
        started = time.monotonic()
        with _ProgressLog(metrics, arguments.progress):
            if arguments.output_format == "parquet":
                writer.parquet(arguments.output)
            else:
                writer.json(arguments.output)
    summary = metrics.summary(time.monotonic() - started)
    LOG.info("done: %s", summary)
    return summary


def _missing_local_file(arguments: argparse.Namespace) -> Optional[str]:
    """What is wrong with a local file argument (URIs are for Spark to open)."""
    files = [("template", arguments.template), ("binary", arguments.binary)]
    files += [(f"font {family!r}", path) for family, paths in arguments.fonts.items() for path in font_paths(paths)]
    for what, path in files:
        if path and "://" not in path and not os.path.isfile(path):
            return f"{what}: no such file: {path}"
    return None


def _session(master: Optional[str]):
    from pyspark.sql import SparkSession

    builder = SparkSession.builder.appName("autolayout heights").config("spark.ui.showConsoleProgress", "false")
    if "PYSPARK_GATEWAY_PORT" not in os.environ:
        # Started with python -m, not spark-submit (which sets the master and the executors'
        # Python): local mode with retries, and this Python for the workers (PySpark's default,
        # "python3" on the PATH, may lack PyArrow).
        os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
        builder = builder.master(master or DEFAULT_LOCAL_MASTER)
    elif master:
        builder = builder.master(master)
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("WARN")
    return spark


@contextlib.contextmanager
def _split_settings(spark, arguments):
    """With ``--partitions``, file splits of about input size / N bytes while the job runs (Spark
    splits files when it plans the job, not when it opens them); the session's settings after."""
    split = None if arguments.partitions is None else _split_bytes(spark, arguments.input, arguments.partitions)
    if split is None:
        yield
        return
    settings = {"spark.sql.files.maxPartitionBytes": str(split), "spark.sql.files.openCostInBytes": "0"}
    before = {key: spark.conf.get(key, None) for key in settings}
    for key, value in settings.items():
        spark.conf.set(key, value)
    try:
        yield
    finally:
        for key, value in before.items():
            if value is None:
                spark.conf.unset(key)
            else:
                spark.conf.set(key, value)


def _read(spark, arguments):
    partitions = arguments.partitions
    if arguments.input_format == "jsonl":
        rows = spark.read.text(arguments.input)
    else:
        rows = spark.read.parquet(arguments.input)
    if partitions is None:
        return rows
    found = rows.rdd.getNumPartitions()
    if found > partitions:
        return rows.coalesce(partitions)  # merges neighbouring splits: no shuffle
    if found < partitions:
        return rows.repartition(partitions)  # too few splits (a small file, one Parquet row group)
    return rows


def _split_bytes(spark, path: str, partitions: int) -> Optional[int]:
    """Bytes per split for about ``partitions`` splits of the input (None if it cannot be sized)."""
    try:
        jvm = spark.sparkContext._jvm
        hadoop_path = jvm.org.apache.hadoop.fs.Path(path)
        filesystem = hadoop_path.getFileSystem(spark.sparkContext._jsc.hadoopConfiguration())
        statuses = filesystem.globStatus(hadoop_path) or []
        total = sum(filesystem.getContentSummary(status.getPath()).getLength() for status in statuses)
    except Exception:  # sizing is an optimisation: without it the partitions come from a shuffle
        return None
    return max(1, math.ceil(total / partitions)) if total > 0 else None


class _ProgressLog:
    """Logs the job's counts every ``seconds`` on the driver while it runs (counts grow as
    tasks finish, since accumulators are merged then)."""

    def __init__(self, metrics, seconds: float):
        self.metrics = metrics
        self.seconds = seconds
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._run, name="autolayout-progress", daemon=True)

    def __enter__(self):
        if self.seconds > 0:
            self.thread.start()
        return self

    def __exit__(self, *error):
        self.stopped.set()
        if self.thread.is_alive():
            self.thread.join()

    def _run(self) -> None:
        while not self.stopped.wait(self.seconds):
            LOG.info("so far: %s", self.metrics.summary())
