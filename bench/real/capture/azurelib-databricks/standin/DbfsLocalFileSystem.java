// Our stand-in for the Databricks File System in the azurelib-academy/azure-databricks-pyspark-examples runs (a copy of
// ../../daheemattana-databricks/standin/DbfsLocalFileSystem.java, its package and root property renamed): the notebooks read and
// write fixed DBFS paths (`dbfs:/FileStore/tables/...`, and `/FileStore/...`, `/mnt/...` without a scheme, which
// Databricks resolves against DBFS, its default file system), unchanged in the code. Registered on the
// spark-submit command line (`--conf spark.hadoop.fs.dbfs.impl=azcapture.DbfsLocalFileSystem`,
// `--conf spark.hadoop.fs.defaultFS=dbfs:///`, `--conf spark.hadoop.az.dbfs.root=DIR`), it serves `dbfs:/<path>` from
// the local file `DIR/<path>`; every status it hands back names the file by its dbfs: path, so Spark sees (and plans,
// and logs) the paths the code gave. Written after ../../udemy-azure-databricks/standin/AbfssLocalFileSystem.java.
package azcapture;

import java.io.File;
import java.io.IOException;
import java.net.URI;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.permission.FsPermission;

public class DbfsLocalFileSystem extends RawLocalFileSystem {
  private String root;

  @Override
  public void initialize(URI uri, Configuration conf) throws IOException {
    root = conf.get("az.dbfs.root", "/tmp/az_dbfs").replaceAll("/+$", "");
    super.initialize(uri, conf);
    setWorkingDirectory(new Path("dbfs:/"));
  }

  @Override
  public URI getUri() {
    return URI.create("dbfs:///");
  }

  @Override
  public String getScheme() {
    return "dbfs";
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

  /** A status of a served file names it by its dbfs: path (default permissions). */
  private FileStatus asGiven(FileStatus status) {
    String name = status.getPath().toUri().getPath();
    if (!(name.equals(root) || name.startsWith(root + "/"))) {
      return status;
    }
    String key = name.substring(root.length());
    Path given = new Path("dbfs:" + (key.isEmpty() ? "/" : key));
    FsPermission permission = status.isDirectory() ? FsPermission.getDirDefault() : FsPermission.getFileDefault();
    return new FileStatus(status.getLen(), status.isDirectory(), 1, status.getBlockSize(),
        status.getModificationTime(), status.getAccessTime(), permission, System.getProperty("user.name"), "",
        given);
  }
}
