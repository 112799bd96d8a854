// Our stand-in for the course's HDFS cluster (hdfs://datacouch.training.io:8020, which this machine cannot reach):
// `Spark/File_Formats/WorkingwithParquet.java` reads and writes fixed hdfs:// paths, which stay unchanged in the
// code; registered on the spark-submit command line (`--conf spark.hadoop.fs.hdfs.impl=tacapture.DatacouchHdfsFileSystem`),
// this file system serves `hdfs://<host:port>/<path>` from the local file `DIR/<path>` (`--conf
// spark.hadoop.ta.hdfs.root=DIR`). Every status it hands back names the file by its hdfs:// path, so Spark sees (and
// plans, and logs) the paths the code gave. Nothing is sent anywhere. (manosec-scala's Cloud Storage stand-in, for
// hdfs.)
package tacapture;

import java.io.File;
import java.io.IOException;
import java.net.URI;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.permission.FsPermission;

public class DatacouchHdfsFileSystem extends RawLocalFileSystem {
  private String authority;
  private String root;

  @Override
  public void initialize(URI uri, Configuration conf) throws IOException {
    authority = uri.getAuthority();
    root = conf.get("ta.hdfs.root", "/tmp/ta_work/hdfs").replaceAll("/+$", "");
    super.initialize(uri, conf);
    setWorkingDirectory(new Path("hdfs://" + authority + "/user/" + System.getProperty("user.name")));
  }

  @Override
  public URI getUri() {
    return URI.create("hdfs://" + (authority == null ? "" : authority) + "/");
  }

  @Override
  public String getScheme() {
    return "hdfs";
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

  /** A status of a served file names it by its hdfs:// path. */
  private FileStatus asGiven(FileStatus status) {
    String name = status.getPath().toUri().getPath();
    if (!(name.equals(root) || name.startsWith(root + "/"))) {
      return status;
    }
    String key = name.substring(root.length());
    Path given = new Path("hdfs://" + authority + (key.isEmpty() ? "/" : key));
    FsPermission permission = status.isDirectory() ? FsPermission.getDirDefault() : FsPermission.getFileDefault();
    return new FileStatus(status.getLen(), status.isDirectory(), 1, status.getBlockSize(),
        status.getModificationTime(), status.getAccessTime(), permission, System.getProperty("user.name"), "",
        given);
  }
}
