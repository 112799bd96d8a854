// Our stand-in for the local file system (registered with --conf spark.hadoop.fs.file.impl=eccapture.WindowsLocalFileSystem).
// ercan5535/PySpark-Exercises' udemy-course scripts were written on Windows: every input path is
// "datasets\\<file>", relative to udemy-course/. On Windows Hadoop's `Path` reads those backslashes as separators; on
// Linux a backslash is an escape in Hadoop's glob patterns and Spark globs every path that holds one. The
// krishna-scala family's `WindowsPathFileSystem` (../../krishna-scala/standin/, compiled as it is) does what Hadoop
// does on Windows for a raw local file system; `SparkContext.textFile` asks for `FileSystem.getLocal`, which must be a
// `LocalFileSystem` (the checksummed wrapper), so this class is that wrapper around it, its glob patterns and mkdirs
// read the same way. Nothing else changes: the files served are the scratch copy's own `datasets/...` files.
package eccapture;

import java.io.IOException;

import kscapture.WindowsPathFileSystem;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.PathFilter;
import org.apache.hadoop.fs.permission.FsPermission;

public class WindowsLocalFileSystem extends LocalFileSystem {
  public WindowsLocalFileSystem() {
    super(new WindowsPathFileSystem());
  }

  static Path slashes(Path path) {
    String text = path.toString();
    return text.indexOf('\\') < 0 ? path : new Path(text.replace('\\', '/'));
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
