set terminal dumb
set title "latency"
plot "latency.dat" using 1:2 with lines
plot sin(x) * scale
