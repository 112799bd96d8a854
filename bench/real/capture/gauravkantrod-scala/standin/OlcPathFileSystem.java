// Our stand-in for the local file system (registered with --conf spark.hadoop.fs.file.impl=gkcapture.OlcPathFileSystem).
// gauravkantrod/spark-scala's lessons read and write under the author's Mac folder
// `/Users/gauravkantrod/Desktop/BigData/olc/` (`workspace/data/person.txt`, `workspace/output/emp/`, `scala/words.txt`),
// a folder this machine has not got. This file system serves a path under it from the same path under the folder the
// JVM property `gk.olc` names (the capture links `workspace` there to the scratch copy of the repository, whose
// `data/` and `output/` are those files), and nothing else; the statuses it lists for such a path keep the author's
// path (Spark finds a file it listed by the path it was given). A LocalFileSystem (checksums) over a raw file system
// that does this, as Hadoop's own local file system is (`sc.textFile` casts the local file system to it). The code
// and its paths stay unchanged.
package gkcapture;

import java.io.File;
import java.io.IOException;

import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;

public class OlcPathFileSystem extends LocalFileSystem {
  static final String OLC = "/Users/gauravkantrod/Desktop/BigData/olc/";

  public OlcPathFileSystem() {
    super(new Raw());
  }

  public static class Raw extends RawLocalFileSystem {
    @Override
    public File pathToFile(Path path) {
      File file = super.pathToFile(path);
      String text = file.getPath();
      if (!text.startsWith(OLC) && !(text + "/").equals(OLC)) {
        return file;
      }
      String root = System.getProperty("gk.olc");
      return new File(root + "/" + (text.length() > OLC.length() ? text.substring(OLC.length()) : ""));
    }

    private static boolean underOlc(Path path) {
      String text = path.toUri().getPath();
      return text != null && (text.startsWith(OLC) || (text + "/").equals(OLC));
    }

    private static FileStatus back(FileStatus status) {
      String root = System.getProperty("gk.olc") + "/";
      String text = status.getPath().toUri().getPath();
      if (text.startsWith(root)) {
        status.setPath(new Path("file:" + OLC + text.substring(root.length())));
      }
      return status;
    }

    @Override
    public FileStatus getFileStatus(Path path) throws IOException {
      FileStatus status = super.getFileStatus(path);
      return underOlc(path) ? back(status) : status;
    }

    @Override
    public FileStatus[] listStatus(Path path) throws IOException {
      FileStatus[] statuses = super.listStatus(path);
      if (underOlc(path)) {
        for (FileStatus status : statuses) {
          back(status);
        }
      }
      return statuses;
    }
  }
}
