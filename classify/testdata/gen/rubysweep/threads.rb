# A worker thread dies; the main thread carries on, then joins it.
$stdout.sync = true
worker = Thread.new do
  rows = [{ 'qty' => '2' }, {}]
  rows.each { |r| Integer(r.fetch('qty')) }
end
sleep 0.1
puts 'main still running'
worker.join
