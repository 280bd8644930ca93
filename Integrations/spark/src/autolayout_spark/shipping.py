"""The files a job needs on its executors (the binary, the template, fonts) and how they get there.

A local file given on the driver is shipped with the job (``SparkContext.addFile``) and opened on
the executors through ``SparkFiles``. It is first staged under a name that starts with its
content's SHA-256, so two different files of the same name (two ``feed-cell.json`` templates)
never collide in the executors' one flat ``SparkFiles`` directory, and the same file added twice is
added once. A URI with a scheme (``hdfs://``, ``s3a://``) is added as it is. A binary nobody gave is
looked up on each executor's own ``PATH`` (a container image that has it). This package itself
goes with the job too (``addPyFile``), so executors need PySpark's own Arrow and pandas but not
``autolayout_spark``.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import tempfile
import zipfile
from dataclasses import dataclass
from typing import List, Mapping, Optional, Sequence, Tuple, Union

BINARY_ENV = "AUTOLAYOUT_BINARY"
BINARY_NAME = "autolayout"


@dataclass(frozen=True)
class ExecutorFile:
    """A file as a task opens it: a ``SparkFiles`` name (shipped with the job) or, when
    ``shipped`` is false, a command looked up on the executor's ``PATH``."""

    name: str
    shipped: bool

    def local_path(self, executable: bool = False) -> str:
        if not self.shipped:
            found = shutil.which(self.name)
            if found is None:
                raise FileNotFoundError(
                    f"{self.name!r} is not on this executor's PATH: pass binary= (--binary) to ship it with "
                    f"the job, set {BINARY_ENV} on the driver, or install it on the executors")
            return found
        from pyspark import SparkFiles

        path = SparkFiles.get(self.name)
        if executable and not os.access(path, os.X_OK):
            os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
        return path


@dataclass(frozen=True)
class ShippedFiles:
    """Everything one job's tasks open: the binary, the template and the fonts by family (each
    family's files in the order given: the tool registers each face by its own weight)."""

    binary: ExecutorFile
    template: ExecutorFile
    fonts: Tuple[Tuple[str, Tuple[ExecutorFile, ...]], ...]


def font_paths(files: Union[str, Sequence[str]]) -> List[str]:
    """A family's font files: a sequence, or one string of comma-separated paths (the tool's
    ``--font FAMILY=FILE[,FILE...]``)."""
    if isinstance(files, str):
        return [path for path in files.split(",") if path]
    return [os.fspath(path) for path in files]


def ship_job_files(spark_context, template: str, binary: Optional[str],
                   fonts: Optional[Mapping[str, Union[str, Sequence[str]]]]) -> ShippedFiles:
    """Ships the template, the fonts and the binary (``binary``, else ``$AUTOLAYOUT_BINARY``,
    else none: the executors' ``PATH``). Raises ``FileNotFoundError`` for a local file that is
    not there, naming the argument."""
    binary = binary or os.environ.get(BINARY_ENV) or None
    shipped_binary = (ship_file(spark_context, binary, "binary") if binary
                      else ExecutorFile(BINARY_NAME, shipped=False))
    shipped_fonts = tuple((str(family), tuple(ship_file(spark_context, path, f"font {family!r}")
                                              for path in font_paths(files)))
                          for family, files in (fonts or {}).items())
    return ShippedFiles(shipped_binary, ship_file(spark_context, template, "template"), shipped_fonts)


def ship_package(spark_context) -> None:
    """Adds this package, zipped, to the job's Python path on the executors (once per content)."""
    package = os.path.dirname(os.path.abspath(__file__))
    sources = sorted(name for name in os.listdir(package) if name.endswith(".py"))
    digest = hashlib.sha256()
    for name in sources:
        with open(os.path.join(package, name), "rb") as file:
            digest.update(name.encode() + b"\0" + file.read() + b"\0")
    folder = _staging_folder(spark_context.applicationId)
    archive = os.path.join(folder, f"autolayout_spark-{digest.hexdigest()[:16]}.zip")
    if os.path.exists(archive):
        return
    partial = archive + f".{os.getpid()}.partial"
    with zipfile.ZipFile(partial, "w") as zipped:
        for name in sources:
            zipped.write(os.path.join(package, name), f"autolayout_spark/{name}")
    os.replace(partial, archive)
    spark_context.addPyFile(archive)


def ship_file(spark_context, path: str, what: str) -> ExecutorFile:
    path = os.fspath(path)
    if "://" in path:
        spark_context.addFile(path)
        return ExecutorFile(path.rstrip("/").rsplit("/", 1)[-1], shipped=True)
    if not os.path.isfile(path):
        raise FileNotFoundError(f"{what}: no such file: {path}")
    staged = _stage(path, spark_context.applicationId)
    if not any(uri.endswith("/" + os.path.basename(staged)) for uri in spark_context.listFiles):
        spark_context.addFile(staged)
    return ExecutorFile(os.path.basename(staged), shipped=True)


def _stage(path: str, application_id: str) -> str:
    """A copy of ``path`` named by its content's hash, in this application's staging folder."""
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    folder = _staging_folder(application_id)
    staged = os.path.join(folder, f"{digest.hexdigest()[:16]}-{os.path.basename(path)}")
    if not os.path.exists(staged):
        partial = staged + f".{os.getpid()}.partial"
        shutil.copy2(path, partial)
        os.replace(partial, staged)
    return staged


def _staging_folder(application_id: str) -> str:
    folder = os.path.join(tempfile.gettempdir(), f"autolayout-spark-{application_id}")
    os.makedirs(folder, exist_ok=True)
    return folder
