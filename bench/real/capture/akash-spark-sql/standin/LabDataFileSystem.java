// Our stand-in for the itversity lab's file systems (Akash2351/spark-sql-and-pyspark-using-python3, `om_*`): the
// lessons read fixed absolute paths (`/public/airtraffic_all/...`, `/public/retail_db_json/...`, `/public/hr_db/...`:
// the lab's HDFS data sets; `/data/retail_db/...`: the repository's `data/` folder, which its docker-compose mounts
// at `/data`) and keep their Hive warehouse under `/user/<name>/warehouse`. The local file system with those folders
// served from elsewhere: a path under a mapped prefix is read and written at the same path under its target,
// every other path is the plain local file system, and every status it hands back names the file by the path the
// code gave, so plans show the lessons' own paths. After the STDG family's BookDataFileSystem
// (../../databricks__spark-the-definitive-guide/BookDataFileSystem.java), which serves one prefix; this one serves
// several, given as `--conf spark.hadoop.fs.file.impl=omcapture.LabDataFileSystem
// --conf spark.hadoop.om.fs.map=/public=DIR1,/data=DIR2,/user=DIR3`.
package omcapture;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;

public class LabDataFileSystem extends LocalFileSystem {

  public LabDataFileSystem() {
    super(new Raw());
  }

  static final class Raw extends RawLocalFileSystem {
    private final Map<String, String> map = new LinkedHashMap<>();

    @Override
    public void initialize(URI uri, Configuration conf) throws IOException {
      super.initialize(uri, conf);
      for (String pair : conf.get("om.fs.map", "").split(",")) {
        int eq = pair.indexOf('=');
        if (eq > 0) {
          map.put(pair.substring(0, eq).replaceAll("/+$", ""), pair.substring(eq + 1).replaceAll("/+$", ""));
        }
      }
    }

    @Override
    public File pathToFile(Path path) {
      File file = super.pathToFile(path);
      String name = file.getPath();
      for (Map.Entry<String, String> e : map.entrySet()) {
        String from = e.getKey();
        if (name.equals(from) || name.startsWith(from + "/")) {
          return new File(e.getValue() + name.substring(from.length()));
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
      for (FileStatus status : statuses) {
        asGiven(status);
      }
      return statuses;
    }

    /** A status of a served file names it by the path the code gave. */
    private FileStatus asGiven(FileStatus status) {
      String name = status.getPath().toUri().getPath();
      for (Map.Entry<String, String> e : map.entrySet()) {
        String to = e.getValue();
        if (name.equals(to) || name.startsWith(to + "/")) {
          status.getPermission();   // loaded lazily from the file's real path: load it before renaming
          status.setPath(makeQualified(new Path(e.getKey() + name.substring(to.length()))));
          break;
        }
      }
      return status;
    }
  }
}
