// Our stand-in for Azure Data Lake Storage Gen2 in the suhailmemon01101984/udemy_azuredatabrickscourse runs: the
// notebooks read and write fixed `abfss://<container>@<account>.dfs.core.windows.net/...` paths, which stay unchanged
// in the code; this file system, registered on the spark-submit command line
// (`--conf spark.hadoop.fs.abfss.impl=udcapture.AbfssLocalFileSystem`, `--conf spark.hadoop.ud.abfss.root=DIR`),
// serves `abfss://<authority>/<path>` from the local file `DIR/<authority>/<path>`. Every status it hands back names
// the file by its abfss:// path, so Spark sees (and plans, and logs) the paths the code gave. Nothing is sent
// anywhere. Written after the etl2 family's S3LocalFileSystem (../../etl2-projects/standin/).
package udcapture;

import java.io.File;
import java.io.IOException;
import java.net.URI;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.permission.FsPermission;

public class AbfssLocalFileSystem extends RawLocalFileSystem {
  private String authority;
  private String root;

  @Override
  public void initialize(URI uri, Configuration conf) throws IOException {
    authority = uri.getAuthority();
    root = conf.get("ud.abfss.root", "/tmp/ud_abfss").replaceAll("/+$", "");
    super.initialize(uri, conf);
    setWorkingDirectory(new Path("abfss://" + authority + "/"));
  }

  @Override
  public URI getUri() {
    return URI.create("abfss://" + (authority == null ? "" : authority) + "/");
  }

  @Override
  public String getScheme() {
    return "abfss";
  }

  private String local() {
    return root + "/" + authority;
  }

  @Override
  public File pathToFile(Path path) {
    String key = path.toUri().getPath();
    return new File(local() + (key.startsWith("/") ? key : "/" + key));
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

  /** A status of a served file names it by its abfss:// path (as an object store's: default permissions). */
  private FileStatus asGiven(FileStatus status) {
    String name = status.getPath().toUri().getPath();
    String from = local();
    if (!(name.equals(from) || name.startsWith(from + "/"))) {
      return status;
    }
    String key = name.substring(from.length());
    Path given = new Path("abfss://" + authority + (key.isEmpty() ? "/" : key));
    FsPermission permission = status.isDirectory() ? FsPermission.getDirDefault() : FsPermission.getFileDefault();
    return new FileStatus(status.getLen(), status.isDirectory(), 1, status.getBlockSize(),
        status.getModificationTime(), status.getAccessTime(), permission, System.getProperty("user.name"), "",
        given);
  }
}
