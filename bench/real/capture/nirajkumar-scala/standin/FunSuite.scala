// Our stand-in for the part of ScalaTest 3.0's FunSuite that nirajkumar27297/Spark-Scala's test classes use
// (ScalaTest is not on this machine): `test(name) { ... }` registers a test, `assert` and `intercept` check, and our
// driver `nkcapture.RunSuite` runs the tests of a suite (those named on its command line, or all) in order. A test
// that fails is reported and the next one runs, as ScalaTest's runner does.
package org.scalatest {
  import scala.collection.mutable.ArrayBuffer
  import scala.reflect.ClassTag

  class FunSuite {
    private val registered = ArrayBuffer[(String, () => Any)]()
    protected def test(testName: String)(testFun: => Any): Unit = registered += ((testName, () => testFun))
    def assert(condition: Boolean): Unit = if (!condition) throw new AssertionError("assertion failed")
    def intercept[T <: AnyRef](f: => Any)(implicit classTag: ClassTag[T]): T = {
      val caught = try { f; None } catch { case t: Throwable if classTag.runtimeClass.isInstance(t) => Some(t) }
      caught.getOrElse(throw new AssertionError("expected " + classTag.runtimeClass.getName)).asInstanceOf[T]
    }
    def testNames: Seq[String] = registered.map(_._1).toSeq
    def runTests(names: Seq[String]): Unit = for ((name, body) <- registered if names.isEmpty || names.contains(name)) {
      println(s"[nk] TEST $name")
      try { body(); println(s"[nk]   passed") } catch { case t: Throwable => println(s"[nk]   FAILED $t") }
    }
  }
}

package nkcapture {
  object RunSuite {
    /** `RunSuite <suite class> [test name ...]`. */
    def main(args: Array[String]): Unit = {
      val suite = Class.forName(args(0)).getDeclaredConstructor().newInstance().asInstanceOf[org.scalatest.FunSuite]
      suite.runTests(args.toSeq.drop(1))
    }
  }
}
