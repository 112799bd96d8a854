// Our stand-in for plotly-scala (org.plotly-scala %% plotly-render, which casestudy_3's build names and this machine
// lacks): only the names casestudy_3's utils/generateVisualReport.scala uses, so that the repository's files compile
// unchanged. Plotly.plot writes a one-line page naming the traces; it draws nothing. (The case study's run never
// reaches it: see the capture's README.)
package plotly {
  sealed trait Trace
  final case class Bar(x: Seq[Any], y: Seq[Any], name: String = "") extends Trace
  final case class Scatter(x: Seq[Any], y: Seq[Any], name: String = "") extends Trace

  object Plotly {
    def plot(path: String, traces: Seq[Trace], layout: _root_.plotly.layout.Layout): java.io.File = {
      val file = new java.io.File(path)
      val out = new java.io.PrintWriter(file)
      try out.println(s"<html><!-- stand-in: ${layout.title}: ${traces.mkString(", ")} --></html>") finally out.close()
      file
    }
  }

  package layout {
    final case class Axis(title: String = "")
    sealed trait BarMode
    object BarMode {
      case object Group extends BarMode
      case object Stack extends BarMode
    }
    final case class Layout(title: String = "", xaxis: Axis = Axis(), yaxis: Axis = Axis(),
                            barmode: BarMode = BarMode.Group)
  }
}
