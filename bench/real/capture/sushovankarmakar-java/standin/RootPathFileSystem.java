// Our stand-in for the local file system (registered with --conf spark.hadoop.fs.file.impl=skcapture.RootPathFileSystem).
// Three programs of sushovankarmakar/spark-java-tutorial read and write fixed absolute paths of the author's machine
// or HDFS (`/data/poc_input/biodata.csv`, `/data/poc_output/...`, `/example_files`, `/test-output/...`), folders this
// machine has not got. This file system serves a path under one of those roots from the same path under the folder
// named by the system property `sk.root` (the capture's scratch root), and every other path as it is. The code and
// its paths stay unchanged; plans still name the paths as the code wrote them.
package skcapture;

import java.io.File;
import java.io.IOException;

import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.permission.FsPermission;

public class RootPathFileSystem extends RawLocalFileSystem {
  static final String[] ROOTS = {"/data/", "/example_files", "/test-output/"};

  @Override
  public File pathToFile(Path path) {
    File file = super.pathToFile(path);
    String text = file.getPath();
    String root = System.getProperty("sk.root");
    if (root != null) {
      for (String prefix : ROOTS) {
        if (text.startsWith(prefix) || text.equals(prefix.replaceAll("/$", ""))) {
          return new File(root + text);
        }
      }
    }
    return file;
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

  /** A status of a served file names it by the path the code gave (under /data/, ...), not the scratch root's. */
  private FileStatus asGiven(FileStatus status) {
    String root = System.getProperty("sk.root");
    String name = status.getPath().toUri().getPath();
    if (root == null || !name.startsWith(root + "/")) {
      return status;
    }
    Path given = new Path("file:" + name.substring(root.length()));
    FsPermission permission = status.isDirectory() ? FsPermission.getDirDefault() : FsPermission.getFileDefault();
    return new FileStatus(status.getLen(), status.isDirectory(), 1, status.getBlockSize(),
        status.getModificationTime(), status.getAccessTime(), permission, System.getProperty("user.name"), "",
        given);
  }
}
