// Our stand-in for the Windows drives (`C:`, `E:`) and the Databricks file system (`dbfs:`) that the
// ykanakaraju/pyspark lessons read and write: the code's fixed paths stay unchanged; Hadoop on Linux reads
// `C:/PySpark/data/x` as scheme `C`, and this file system, registered for each scheme on the spark-submit command
// line (`--conf spark.hadoop.fs.C.impl=ykcapture.DriveLocalFileSystem`, `--conf spark.hadoop.yk.fs.root=DIR`),
// serves `<scheme>:/<path>` from the local file `DIR/<scheme>/<path>`. Every status it hands back names the file by
// the path the code gave, so Spark plans and logs those paths. Written after the sbe-practice family's
// DbfsLocalFileSystem (../../sbe-practice/standin/), with the scheme taken from the URI it serves.
package ykcapture;

import java.io.File;
import java.io.IOException;
import java.net.URI;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.permission.FsPermission;

public class DriveLocalFileSystem extends RawLocalFileSystem {
  private String scheme;
  private String root;

  @Override
  public void initialize(URI uri, Configuration conf) throws IOException {
    scheme = uri.getScheme();
    root = conf.get("yk.fs.root", "/tmp/codemap_ykcap/drives").replaceAll("/+$", "") + "/" + scheme;
    super.initialize(uri, conf);
    setWorkingDirectory(new Path(scheme + ":/"));
  }

  @Override
  public URI getUri() {
    return URI.create(scheme + ":/");
  }

  @Override
  public String getScheme() {
    return scheme;
  }

  @Override
  public File pathToFile(Path path) {
    String key = path.toUri().getPath();
    return new File(root + (key.startsWith("/") ? key : "/" + key));
  }

  @Override
  public FileStatus getFileStatus(Path path) throws IOException {
    return asGiven(super.getFileStatus(path));
  }

  @Override
  public FileStatus getFileLinkStatus(Path path) throws IOException {
    return asGiven(super.getFileLinkStatus(path));
  }

  @Override
  public FileStatus[] listStatus(Path path) throws IOException {
    FileStatus[] statuses = super.listStatus(path);
    for (int i = 0; i < statuses.length; i++) {
      statuses[i] = asGiven(statuses[i]);
    }
    return statuses;
  }

  /** A status of a served file names it by the path the code gave. */
  private FileStatus asGiven(FileStatus status) {
    String name = status.getPath().toUri().getPath();
    if (!(name.equals(root) || name.startsWith(root + "/"))) {
      return status;
    }
    String key = name.substring(root.length());
    Path given = new Path(scheme + ":" + (key.isEmpty() ? "/" : key));
    FsPermission permission = status.isDirectory() ? FsPermission.getDirDefault() : FsPermission.getFileDefault();
    return new FileStatus(status.getLen(), status.isDirectory(), 1, status.getBlockSize(),
        status.getModificationTime(), status.getAccessTime(), permission, System.getProperty("user.name"), "",
        given);
  }
}
