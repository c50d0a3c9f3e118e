IO.puts("starting importer")
Process.flag(:trap_exit, false)
exit({:shutdown, :feed_unreachable})
