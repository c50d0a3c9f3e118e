set terminal dumb size 60,12
plot "latency.dat" using 1:2 with lines title "latency"
