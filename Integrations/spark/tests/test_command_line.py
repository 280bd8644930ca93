"""``python -m autolayout_spark heights`` end to end, as docs/spark.md runs it: its own Spark
application in local mode, JSON Lines in, Parquet out, the summary line on stderr."""

import os
import subprocess
import sys

import pyarrow.parquet as pq

from conftest import ROOT, ROWS, TEMPLATE


def test_the_readme_job(binary, tmp_path):
    output = str(tmp_path / "heights")
    environment = dict(os.environ, AUTOLAYOUT_BINARY=binary)
    finished = subprocess.run(
        [sys.executable, "-m", "autolayout_spark", "heights", TEMPLATE, ROWS, output, "--width", "375",
         "--width", "414", "--master", "local[2]"],
        cwd=ROOT, env=environment, capture_output=True, text=True, timeout=900)
    assert finished.returncode == 0, finished.stderr[-3000:]
    assert "autolayout_spark heights: 10,000 rows, 20,000 results (0 errors, 0 bad rows)" in finished.stderr
    table = pq.read_table(output)
    assert table.num_rows == 20_000 and table.column("height").null_count == 0


def test_a_job_that_cannot_run_exits_non_zero(tmp_path):
    finished = subprocess.run(
        [sys.executable, "-m", "autolayout_spark", "heights", TEMPLATE, ROWS, str(tmp_path / "out"),
         "--width", "375", "--binary", str(tmp_path / "no-such-binary"), "--master", "local[1]"],
        cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert finished.returncode == 1
    assert "binary: no such file" in finished.stderr
