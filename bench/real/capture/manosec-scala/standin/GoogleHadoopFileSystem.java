// Our stand-in for the Cloud Storage connector (com.google.cloud.bigdataoss:gcs-connector, which the repository's
// builds name and this machine lacks). The programs set `spark.hadoop.fs.gs.impl` to this class name in their own
// SparkSession builders and read and write fixed `gs://artifacts_spark/...` paths, which stay unchanged in the code;
// this file system serves `gs://<bucket>/<key>` from the local file `DIR/<bucket>/<key>` (`--conf
// spark.hadoop.ms.gcs.root=DIR`). Every status it hands back names the file by its gs:// path, so Spark sees (and
// plans, and logs) the paths the code gave. Nothing is sent anywhere. (The etl2 family's S3LocalFileSystem, for gs.)
package com.google.cloud.hadoop.fs.gcs;

import java.io.File;
import java.io.IOException;
import java.net.URI;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.permission.FsPermission;

public class GoogleHadoopFileSystem extends RawLocalFileSystem {
  private String bucket;
  private String root;

  @Override
  public void initialize(URI uri, Configuration conf) throws IOException {
    bucket = uri.getAuthority();
    root = conf.get("ms.gcs.root", "/tmp/ms_work/gcs").replaceAll("/+$", "");
    super.initialize(uri, conf);
    setWorkingDirectory(new Path("gs://" + bucket + "/"));
  }

  @Override
  public URI getUri() {
    return URI.create("gs://" + (bucket == null ? "" : bucket) + "/");
  }

  @Override
  public String getScheme() {
    return "gs";
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

  /** A status of a served file names it by its gs:// path (as an object store's: default permissions). */
  private FileStatus asGiven(FileStatus status) {
    String name = status.getPath().toUri().getPath();
    String from = local();
    if (!(name.equals(from) || name.startsWith(from + "/"))) {
      return status;
    }
    String key = name.substring(from.length());
    Path given = new Path("gs://" + bucket + (key.isEmpty() ? "/" : key));
    FsPermission permission = status.isDirectory() ? FsPermission.getDirDefault() : FsPermission.getFileDefault();
    return new FileStatus(status.getLen(), status.isDirectory(), 1, status.getBlockSize(),
        status.getModificationTime(), status.getAccessTime(), permission, System.getProperty("user.name"), "",
        given);
  }
}
