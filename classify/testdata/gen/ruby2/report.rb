# Runs with -w: redefinitions and a frozen-string warning, then an
# exception raised while handling another (Ruby prints the cause too).
class Report
  def title = "sales"
  def title = "Sales"

  def rows
    @rows.map { |r| r * 2 }
  end
end

def load_config(path)
  File.read(path)
rescue Errno::ENOENT => e
  raise ArgumentError, "config missing: #{path}"
end

r = Report.new
puts r.title
warn "report: using default currency EUR"
load_config("/project/config/report.yml")
