import java.io.File;
import java.io.IOException;
import java.net.URI;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;

/**
 * The local file system with the book's absolute data folder served from elsewhere: a path under
 * `stdg.data.from` (default `/data`) is read from the same path under `stdg.data.to` (the inputs
 * make_data.py generates). Every other path is the plain local file system.
 *
 * Used as `--conf spark.hadoop.fs.file.impl=BookDataFileSystem --conf spark.hadoop.stdg.data.to=DIR`
 * with this class on the driver's class path, so that the chapters' `/data/...` paths read the
 * generated inputs while the code that names them runs unchanged.
 */
public class BookDataFileSystem extends LocalFileSystem {

    public BookDataFileSystem() {
        super(new Raw());
    }

    static final class Raw extends RawLocalFileSystem {
        private String from = "/data";
        private String to;

        @Override
        public void initialize(URI uri, Configuration conf) throws IOException {
            super.initialize(uri, conf);
            from = conf.get("stdg.data.from", from).replaceAll("/+$", "");
            to = conf.get("stdg.data.to");
        }

        @Override
        public File pathToFile(Path path) {
            File file = super.pathToFile(path);
            String name = file.getPath();
            if (to != null && (name.equals(from) || name.startsWith(from + "/"))) {
                return new File(to + name.substring(from.length()));
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

        /** A status of a served file names it by its `/data` path. */
        private FileStatus asGiven(FileStatus status) {
            String name = status.getPath().toUri().getPath();
            if (to != null && (name.equals(to) || name.startsWith(to + "/"))) {
                status.getPermission();   // loaded lazily from the file's real path: load it before renaming
                status.setPath(makeQualified(new Path(from + name.substring(to.length()))));
            }
            return status;
        }
    }
}
