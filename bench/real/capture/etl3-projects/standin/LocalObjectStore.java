// Our stand-in for the object stores the etl3 projects name in fixed paths (yennanliu's `s3a://suntory-data/...`,
// lalelisealstad's `spark.jars` at `gs://spark-lib/...`): the paths stay unchanged in the code; a subclass per scheme,
// registered on the spark-submit command line (`--conf spark.hadoop.fs.s3a.impl=etl3capture.S3aLocalFileSystem`,
// `--conf spark.hadoop.etl3.store.root=DIR`), serves `<scheme>://<bucket>/<key>` from the local file
// `DIR/<scheme>/<bucket>/<key>`. Every status it hands back names the file by the path the code gave, so Spark plans
// and logs those paths. Nothing is sent anywhere. (The etl2 family's S3LocalFileSystem, for any scheme.)
package etl3capture;

import java.io.File;
import java.io.IOException;
import java.net.URI;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.permission.FsPermission;

public abstract class LocalObjectStore extends RawLocalFileSystem {
  private String bucket;
  private String root;

  protected abstract String scheme();

  @Override
  public void initialize(URI uri, Configuration conf) throws IOException {
    bucket = uri.getAuthority();
    root = conf.get("etl3.store.root", "/tmp/etl3_store").replaceAll("/+$", "");
    super.initialize(uri, conf);
    setWorkingDirectory(new Path(scheme() + "://" + bucket + "/"));
  }

  @Override
  public URI getUri() {
    return URI.create(scheme() + "://" + (bucket == null ? "" : bucket) + "/");
  }

  @Override
  public String getScheme() {
    return scheme();
  }

  private String local() {
    return root + "/" + scheme() + "/" + bucket;
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

  private FileStatus asGiven(FileStatus status) {
    String name = status.getPath().toUri().getPath();
    String from = local();
    if (!(name.equals(from) || name.startsWith(from + "/"))) {
      return status;
    }
    String key = name.substring(from.length());
    Path given = new Path(scheme() + "://" + bucket + (key.isEmpty() ? "/" : key));
    FsPermission permission = status.isDirectory() ? FsPermission.getDirDefault() : FsPermission.getFileDefault();
    return new FileStatus(status.getLen(), status.isDirectory(), 1, status.getBlockSize(),
        status.getModificationTime(), status.getAccessTime(), permission, System.getProperty("user.name"), "",
        given);
  }
}
