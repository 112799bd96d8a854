import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.xbean.asm9.ClassReader;
import org.apache.xbean.asm9.ClassVisitor;
import org.apache.xbean.asm9.ClassWriter;
import org.apache.xbean.asm9.MethodVisitor;
import org.apache.xbean.asm9.Opcodes;

/**
 * Writes, for compiling only, copies of Spark 4's streaming writer classes whose `start(...)` methods declare no
 * checked exception. mahfooz-code/spark-java's streaming programs were written for Spark 2.4, whose
 * `DataStreamWriter.start()` declared none; since Spark 3.1 it declares `TimeoutException`, so javac rejects the
 * unchanged `main(...) throws StreamingQueryException` that calls it (a compile-time check only: the call javac emits
 * is the same, and the real classes are what run). Written after the dataproc family's SparkSessionCloseShim.
 * Usage: java -cp <spark jars>:. StreamStartShim OUT_DIR
 */
public class StreamStartShim {
  static final String[] CLASSES = {
    "org/apache/spark/sql/streaming/DataStreamWriter.class",
    "org/apache/spark/sql/classic/DataStreamWriter.class",
  };

  public static void main(String[] args) throws Exception {
    for (String name : CLASSES) {
      byte[] original;
      try (InputStream in = StreamStartShim.class.getClassLoader().getResourceAsStream(name)) {
        if (in == null) {
          continue;
        }
        original = in.readAllBytes();
      }
      ClassWriter writer = new ClassWriter(0);
      new ClassReader(original)
          .accept(
              new ClassVisitor(Opcodes.ASM9, writer) {
                @Override
                public MethodVisitor visitMethod(
                    int access, String method, String desc, String signature, String[] exceptions) {
                  return super.visitMethod(
                      access, method, desc, signature, method.equals("start") ? null : exceptions);
                }
              },
              0);
      Path out = Path.of(args[0]).resolve(name);
      Files.createDirectories(out.getParent());
      Files.write(out, writer.toByteArray());
    }
  }
}
