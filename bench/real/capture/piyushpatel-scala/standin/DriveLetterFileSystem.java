// Our stand-in for a Windows drive (registered with --conf spark.hadoop.fs.C.impl=ppcapture.DriveLetterFileSystem).
// msrevathi/Spark-scala's `spark_examples/FixedWidth.scala` reads fixed paths of the author's Windows machine,
// `C://readings//files//input_files//fixedInput.txt` and `.../fixed_metadata`. On Linux Hadoop reads `C:` as a URI
// scheme and `readings` as an authority, so the paths reach the file system registered for the scheme `C`. This one
// serves `C://<authority>/<path>` from the local file `DIR/<authority>/<path>` (`--conf spark.hadoop.pp.drive.root=DIR`,
// the run's scratch folder), and every status it hands back names the file by its `C://` path, so Spark plans and logs
// the paths the code gave. The code and its paths stay unchanged.
package ppcapture;

import java.io.File;
import java.io.IOException;
import java.net.URI;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.permission.FsPermission;

public class DriveLetterFileSystem extends RawLocalFileSystem {
  private String scheme;
  private String authority;
  private String root;

  @Override
  public void initialize(URI uri, Configuration conf) throws IOException {
    scheme = uri.getScheme();
    authority = uri.getAuthority() == null ? "" : uri.getAuthority();
    root = conf.get("pp.drive.root", "/tmp/pp/drive").replaceAll("/+$", "");
    super.initialize(uri, conf);
    setWorkingDirectory(new Path(scheme + "://" + authority + "/"));
  }

  @Override
  public URI getUri() {
    return URI.create(scheme + "://" + authority + "/");
  }

  @Override
  public String getScheme() {
    return scheme;
  }

  private String base() {
    return root + "/" + authority;
  }

  @Override
  public File pathToFile(Path path) {
    String key = path.toUri().getPath();
    return new File(base() + (key.startsWith("/") ? key : "/" + key));
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

  /** A status of a served file names it by its drive path (C://authority/...). */
  private FileStatus asGiven(FileStatus status) {
    String name = status.getPath().toUri().getPath();
    String base = base();
    if (!(name.equals(base) || name.startsWith(base + "/"))) {
      return status;
    }
    String key = name.substring(base.length());
    Path given = new Path(scheme + "://" + authority + (key.isEmpty() ? "/" : key));
    FsPermission permission = status.isDirectory() ? FsPermission.getDirDefault() : FsPermission.getFileDefault();
    return new FileStatus(status.getLen(), status.isDirectory(), 1, status.getBlockSize(),
        status.getModificationTime(), status.getAccessTime(), permission, System.getProperty("user.name"), "",
        given);
  }
}
