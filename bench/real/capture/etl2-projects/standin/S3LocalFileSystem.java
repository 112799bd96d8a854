// Our stand-in for S3 in the ravisku/sales-pyspark-etl runs: the Glue scripts read and write fixed
// `s3://sales-pyspark-etl/...` paths, which stay unchanged in the code; this file system, registered on the
// spark-submit command line (`--conf spark.hadoop.fs.s3.impl=etl2capture.S3LocalFileSystem`,
// `--conf spark.hadoop.etl2.s3.root=DIR`), serves `s3://<bucket>/<key>` from the local file `DIR/<bucket>/<key>`.
// Every status it hands back names the file by its s3:// path, so Spark sees (and plans, and logs) the paths the
// code gave. Nothing is sent anywhere.
package etl2capture;

import java.io.File;
import java.io.IOException;
import java.net.URI;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.permission.FsPermission;

public class S3LocalFileSystem extends RawLocalFileSystem {
  private String bucket;
  private String root;

  @Override
  public void initialize(URI uri, Configuration conf) throws IOException {
    bucket = uri.getAuthority();
    root = conf.get("etl2.s3.root", "/tmp/etl2_s3").replaceAll("/+$", "");
    super.initialize(uri, conf);
    setWorkingDirectory(new Path("s3://" + bucket + "/"));
  }

  @Override
  public URI getUri() {
    return URI.create("s3://" + (bucket == null ? "" : bucket) + "/");
  }

  @Override
  public String getScheme() {
    return "s3";
  }

  private String local() {
    return root + "/" + bucket;
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

  /** A status of a served file names it by its s3:// path (as an object store's: default permissions). */
  private FileStatus asGiven(FileStatus status) {
    String name = status.getPath().toUri().getPath();
    String from = local();
    if (!(name.equals(from) || name.startsWith(from + "/"))) {
      return status;
    }
    String key = name.substring(from.length());
    Path given = new Path("s3://" + bucket + (key.isEmpty() ? "/" : key));
    FsPermission permission = status.isDirectory() ? FsPermission.getDirDefault() : FsPermission.getFileDefault();
    return new FileStatus(status.getLen(), status.isDirectory(), 1, status.getBlockSize(),
        status.getModificationTime(), status.getAccessTime(), permission, System.getProperty("user.name"), "",
        given);
  }
}
