// Our stand-in for the local file system (registered with --conf spark.hadoop.fs.file.impl=kscapture.WindowsPathFileSystem).
// krishna07210/com-scala-spark-repo was written on Windows: its `constants/Constants.scala` builds every input and
// output path as `.\src\main\resources\source_files\<name>`, relative to the project's folder. On Windows Hadoop's
// `Path` turns those backslashes into slashes itself; on Linux a backslash is an escape in Hadoop's glob patterns
// (`\m` is "invalid escape sequence") and every input path holds one, so Spark globs it and fails. This file system
// does what Hadoop does on Windows, and nothing else: a path's backslashes are read as separators (in glob patterns,
// in `mkdirs` and wherever a path becomes a local file). The code and its paths stay unchanged; the files served are
// the scratch copy's own `src/main/resources/...` files.
package kscapture;

import java.io.File;
import java.io.IOException;

import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.PathFilter;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.permission.FsPermission;

public class WindowsPathFileSystem extends RawLocalFileSystem {
  /** The path as Windows' Hadoop reads it: backslashes are separators. */
  static Path slashes(Path path) {
    String text = path.toString();
    return text.indexOf('\\') < 0 ? path : new Path(text.replace('\\', '/'));
  }

  @Override
  public File pathToFile(Path path) {
    return super.pathToFile(slashes(path));
  }

  @Override
  public FileStatus[] globStatus(Path pattern) throws IOException {
    return super.globStatus(slashes(pattern));
  }

  @Override
  public FileStatus[] globStatus(Path pattern, PathFilter filter) throws IOException {
    return super.globStatus(slashes(pattern), filter);
  }

  @Override
  public boolean mkdirs(Path path) throws IOException {
    return super.mkdirs(slashes(path));
  }

  @Override
  public boolean mkdirs(Path path, FsPermission permission) throws IOException {
    return super.mkdirs(slashes(path), permission);
  }
}
