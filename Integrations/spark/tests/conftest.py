"""One local Spark session for the suite, the autolayout binary, and the CLI's own answers.

The binary: ``$AUTOLAYOUT_BINARY``, else the repository's release build, else its debug build
(``swift build --build-tests`` makes it; ``Scripts/test.sh`` uses that one).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
FEED = os.path.join(ROOT, "Datasets", "feed")
TEMPLATE = os.path.join(FEED, "feed-cell.json")
ROWS = os.path.join(FEED, "rows.jsonl")
ROWS_WITH_ERRORS = os.path.join(FEED, "rows-with-errors.jsonl")
# local[2]: two task threads; ",4": a failed task is tried up to 4 times (local mode ignores
# spark.task.maxFailures), which the killed-task test needs.
MASTER = "local[2,4]"


def find_binary() -> str:
    for path in (os.environ.get("AUTOLAYOUT_BINARY"), os.path.join(ROOT, ".build", "release", "autolayout"),
                 os.path.join(ROOT, ".build", "debug", "autolayout")):
        if path and os.access(path, os.X_OK):
            return path
    pytest.exit("no autolayout binary: set AUTOLAYOUT_BINARY or run swift build --package-path Tool --product autolayout", 2)


@pytest.fixture(scope="session")
def binary() -> str:
    return find_binary()


@pytest.fixture(scope="session")
def spark():
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    from pyspark.sql import SparkSession

    session = (SparkSession.builder.master(MASTER).appName("autolayout_spark tests")
               .config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false")
               .config("spark.sql.shuffle.partitions", "4")
               # Several Arrow batches per partition, so results stream across batches.
               .config("spark.sql.execution.arrow.maxRecordsPerBatch", "700")
               .getOrCreate())
    session.sparkContext.setLogLevel("ERROR")
    yield session
    session.stop()


def cli_results(binary: str, rows_path: str, widths, *extra: str) -> list:
    """``autolayout heights`` run directly: its result objects, in its order."""
    command = [binary, "heights", TEMPLATE, rows_path, "--scale", "3", "--allow-row-errors"]
    for width in widths:
        command += ["--width", str(width)]
    output = subprocess.run(command + list(extra), check=True, capture_output=True).stdout
    return [json.loads(line) for line in output.splitlines()]


def read_lines(path: str, count: int | None = None) -> list:
    with open(path, encoding="utf-8") as file:
        lines = file.read().splitlines()
    return lines if count is None else lines[:count]


def write_lines(path, lines) -> str:
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    return str(path)
