import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.xbean.asm9.ClassReader;
import org.apache.xbean.asm9.ClassVisitor;
import org.apache.xbean.asm9.ClassWriter;
import org.apache.xbean.asm9.Opcodes;

/**
 * Writes, for compiling only, a copy of Spark 4's org.apache.spark.sql.SparkSession that declares
 * `close()` without `throws IOException`. The templates were written for Spark 3.5, whose SparkSession
 * declared that; Spark 4's inherits Closeable.close(), so javac rejects their unchanged
 * `try (SparkSession spark = ...)` (a compile-time check only: the call javac emits is the same, and the
 * real class is what runs). Usage: java -cp <spark jars>:. SparkSessionCloseShim OUT_DIR
 */
public class SparkSessionCloseShim {
  public static void main(String[] args) throws Exception {
    String name = "org/apache/spark/sql/SparkSession.class";
    byte[] original;
    try (InputStream in = SparkSessionCloseShim.class.getClassLoader().getResourceAsStream(name)) {
      original = in.readAllBytes();
    }
    ClassWriter writer = new ClassWriter(0);
    new ClassReader(original)
        .accept(
            new ClassVisitor(Opcodes.ASM9, writer) {
              @Override
              public void visitEnd() {
                cv.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_ABSTRACT, "close", "()V", null, null)
                    .visitEnd();
                super.visitEnd();
              }
            },
            0);
    Path out = Path.of(args[0]).resolve(name);
    Files.createDirectories(out.getParent());
    Files.write(out, writer.toByteArray());
  }
}
